import { sortPositions, type SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { writeSortOrder, type SortableList } from './sort-repository';

/**
 * Writes sortOrder = position in the list for the listed entries, in one statement. If any id is not
 * the merchant's, nothing is written and the answer is 404 with `notFoundMessage`.
 */
export async function sortMenuList(db: Db, list: SortableList, merchantId: string, input: SortListInput, notFoundMessage: string) {
  const positions = sortPositions(input);
  if (positions.length === 0) return;
  await db.transaction(async (tx) => {
    if ((await writeSortOrder(tx, list, merchantId, positions)) !== positions.length) throw notFound(notFoundMessage);
  });
}
