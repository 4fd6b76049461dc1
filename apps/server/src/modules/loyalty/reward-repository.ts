import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rewardProgramLocations, rewardPrograms } from '../../db/schema/index';

export type RewardProgramRow = typeof rewardPrograms.$inferSelect & { locationIds: string[] };

/** What a reward programme write stores; its locations are written beside it. */
export interface RewardProgramColumns {
  name: string;
  percent: number;
  fromDate: string;
  toDate: string;
  active: boolean;
  validForLocationIds: string[];
}

const withLocations = {
  program: rewardPrograms,
  locationIds: sql<string[]>`array(
    select rl.location_id::text from reward_program_locations rl where rl.reward_program_id = ${rewardPrograms.id} order by rl.location_id
  )`,
};

const toRow = ({ program, locationIds }: { program: typeof rewardPrograms.$inferSelect; locationIds: string[] }) => ({
  ...program,
  locationIds,
});

/** The merchant's reward programmes with their locations: the latest period first, then by name. */
export async function selectRewardPrograms(db: Db, merchantId: string): Promise<RewardProgramRow[]> {
  const rows = await db
    .select(withLocations)
    .from(rewardPrograms)
    .where(eq(rewardPrograms.merchantId, merchantId))
    .orderBy(desc(rewardPrograms.fromDate), desc(rewardPrograms.toDate), asc(rewardPrograms.name), asc(rewardPrograms.id));
  return rows.map(toRow);
}

export async function findRewardProgram(db: Db, merchantId: string, rewardProgramId: string): Promise<RewardProgramRow | undefined> {
  const [row] = await db
    .select(withLocations)
    .from(rewardPrograms)
    .where(and(eq(rewardPrograms.id, rewardProgramId), eq(rewardPrograms.merchantId, merchantId)));
  return row && toRow(row);
}

const columnsOf = (input: RewardProgramColumns) => ({
  name: input.name,
  percent: input.percent,
  fromDate: input.fromDate,
  toDate: input.toDate,
  active: input.active,
});

async function writeLocations(tx: Db, rewardProgramId: string, locationIds: readonly string[]): Promise<void> {
  await tx.delete(rewardProgramLocations).where(eq(rewardProgramLocations.rewardProgramId, rewardProgramId));
  await tx.insert(rewardProgramLocations).values(locationIds.map((locationId) => ({ rewardProgramId, locationId })));
}

/** A new programme with its locations; answers its id. */
export async function insertRewardProgram(tx: Db, merchantId: string, input: RewardProgramColumns): Promise<string> {
  const [row] = await tx
    .insert(rewardPrograms)
    .values({ merchantId, ...columnsOf(input) })
    .returning({ id: rewardPrograms.id });
  await writeLocations(tx, row!.id, input.validForLocationIds);
  return row!.id;
}

/** False when the merchant has no such programme; its locations are replaced by the given ones. */
export async function updateRewardProgram(
  tx: Db,
  merchantId: string,
  rewardProgramId: string,
  input: RewardProgramColumns,
): Promise<boolean> {
  const updated = await tx
    .update(rewardPrograms)
    .set(columnsOf(input))
    .where(and(eq(rewardPrograms.id, rewardProgramId), eq(rewardPrograms.merchantId, merchantId)))
    .returning({ id: rewardPrograms.id });
  if (updated.length === 0) return false;
  await writeLocations(tx, rewardProgramId, input.validForLocationIds);
  return true;
}

/** False when the merchant has no such programme. */
export async function deleteRewardProgram(db: Db, merchantId: string, rewardProgramId: string): Promise<boolean> {
  const deleted = await db
    .delete(rewardPrograms)
    .where(and(eq(rewardPrograms.id, rewardProgramId), eq(rewardPrograms.merchantId, merchantId)))
    .returning({ id: rewardPrograms.id });
  return deleted.length > 0;
}
