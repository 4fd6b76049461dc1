import { and, asc, eq } from 'drizzle-orm';
import { signedTransactions } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';

/** The order's signed sale (SAF-T), the first when there were several; undefined when it was never signed. */
export async function findSignedSale(
  tx: DbOrTx,
  merchantId: string,
  orderId: string,
): Promise<{ terminalId: string; nr: number } | undefined> {
  const [row] = await tx
    .select({ terminalId: signedTransactions.terminalId, nr: signedTransactions.nr })
    .from(signedTransactions)
    .where(and(eq(signedTransactions.merchantId, merchantId), eq(signedTransactions.orderId, orderId), eq(signedTransactions.kind, 'SALE')))
    .orderBy(asc(signedTransactions.nr))
    .limit(1);
  return row;
}
