import { clashingProgram, clashMessage } from '@bakrom/shared/loyalty-rules';
import type { RewardProgram, RewardProgramAdmin, RewardProgramInput } from '@bakrom/shared/schemas/loyalty';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { listLocations } from '../locations/repository';
import { locationNotFound } from '../locations/own-location';
import { selectOwnLocations } from './location-links-repository';
import { presentRewardProgram } from './presenter';
import * as repository from './reward-repository';

const programNotFound = () => notFound('Fant ikke bonusprogrammet.');

/** The merchant's programmes, latest period first. */
export async function getRewardPrograms(db: Db, merchantId: string): Promise<RewardProgram[]> {
  return (await repository.selectRewardPrograms(db, merchantId)).map(presentRewardProgram);
}

/** The form's data: the programme (404 when not the merchant's) and the locations. */
export async function getRewardProgramAdmin(db: Db, merchantId: string, rewardProgramId?: string): Promise<RewardProgramAdmin> {
  const row = rewardProgramId ? await repository.findRewardProgram(db, merchantId, rewardProgramId) : undefined;
  if (rewardProgramId && !row) throw programNotFound();
  return { locations: await listLocations(db, merchantId), rewardProgram: row ? presentRewardProgram(row) : null };
}

/**
 * The checks of a write, inside its transaction: every location the merchant's (404), and no other
 * active programme running on one of the same days at one of the same locations (409 naming it). The
 * locations' rows stay locked until the transaction ends, so two writes at once cannot both pass.
 */
async function assertWritable(tx: Db, merchantId: string, input: RewardProgramInput, rewardProgramId?: string): Promise<void> {
  const locations = await selectOwnLocations(tx, merchantId, input.validForLocationIds, { lock: true });
  if (locations.length !== input.validForLocationIds.length) throw locationNotFound();
  const others = (await repository.selectRewardPrograms(tx, merchantId)).map((row) => ({ ...row, validForLocationIds: row.locationIds }));
  const clash = clashingProgram({ ...input, id: rewardProgramId }, others);
  if (clash) {
    const locationName = locations.find((location) => location.id === clash.locationId)?.name ?? '';
    throw conflict(clashMessage(clash.program, locationName));
  }
}

const columnsOf = (input: RewardProgramInput): repository.RewardProgramColumns => ({
  name: input.name,
  percent: input.percent,
  fromDate: input.fromDate,
  toDate: input.toDate,
  active: input.active,
  validForLocationIds: input.validForLocationIds,
});

async function readProgram(db: Db, merchantId: string, rewardProgramId: string): Promise<RewardProgram> {
  const row = await repository.findRewardProgram(db, merchantId, rewardProgramId);
  if (!row) throw programNotFound();
  return presentRewardProgram(row);
}

export async function createRewardProgram(db: Db, merchantId: string, input: RewardProgramInput): Promise<RewardProgram> {
  const id = await db.transaction(async (tx) => {
    await assertWritable(tx, merchantId, input);
    return repository.insertRewardProgram(tx, merchantId, columnsOf(input));
  });
  return readProgram(db, merchantId, id);
}

export async function editRewardProgram(
  db: Db,
  merchantId: string,
  rewardProgramId: string,
  input: RewardProgramInput,
): Promise<RewardProgram> {
  await db.transaction(async (tx) => {
    if (!(await repository.findRewardProgram(tx, merchantId, rewardProgramId))) throw programNotFound();
    await assertWritable(tx, merchantId, input, rewardProgramId);
    await repository.updateRewardProgram(tx, merchantId, rewardProgramId, columnsOf(input));
  });
  return readProgram(db, merchantId, rewardProgramId);
}

export async function deleteRewardProgram(db: Db, merchantId: string, rewardProgramId: string): Promise<void> {
  if (!(await repository.deleteRewardProgram(db, merchantId, rewardProgramId))) throw programNotFound();
}
