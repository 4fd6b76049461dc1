import { seesStaffPrivateData } from '@bakrom/shared/staff-rules';
import { addDays, osloDateOf, osloDayStart, osloInstantOf } from '@bakrom/shared/business-day';
import { maskNationalId } from '@bakrom/shared/national-identity-number';
import {
  STAFF_REGISTER_MESSAGES,
  type AddStaffRegisterEntryBody,
  type CorrectStaffRegisterEntryBody,
  type StaffHours,
  type StaffRegisterDay,
  type StaffRegisterEntry,
} from '@bakrom/shared/schemas/staff-register';
import { isClockedIn } from '@bakrom/shared/staff-shifts';
import type { z } from 'zod';
import type { addStaffRegisterEntryBody, correctStaffRegisterEntryBody } from '@bakrom/shared/schemas/staff-register';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { decryptSecret } from '../../lib/secrets';
import { assertOwnLocation } from '../locations/own-location';
import { presentDay, presentDays, presentEntry, presentHours } from './presenter';
import * as repository from './repository';

/**
 * The staff register of the back office (issue 32): a location's day, a forgotten clocking added and a
 * wrong one corrected, each as a new row with who, when and why (the table refuses change). Identity
 * numbers are decrypted here only: masked for everyone on the screen, whole only on an ADMIN's or a super
 * admin's printout (audited by the caller).
 */

export interface StaffRegisterContext {
  db: Db;
  clock: Clock;
  secretKey: Buffer;
}

const entryNotFound = () => notFound(STAFF_REGISTER_MESSAGES.entryNotFound);
const MS_PER_HOUR = 3_600_000;

type Identity = Pick<repository.RegisterEmployee, 'identityKind' | 'identityCode' | 'nationalIdEncrypted'>;

/** The identity as shown: the code, or the number masked (whole when `whole`); '' when none is set. */
export function identityText(identity: Identity, secretKey: Buffer, whole: boolean): string {
  if (identity.identityKind === 'CODE') return identity.identityCode ?? '';
  if (identity.identityKind === 'NATIONAL_ID' && identity.nationalIdEncrypted) {
    const number = decryptSecret(identity.nationalIdEncrypted, secretKey);
    return whole ? number : maskNationalId(number);
  }
  return '';
}

/** Identities of the day's employees: the current one of an employee still there, else the one recorded with the entry. */
async function identitiesOf(
  context: StaffRegisterContext,
  merchantId: string,
  rows: readonly repository.StaffRegisterRow[],
  whole: boolean,
) {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const current = new Map((await repository.selectIdentities(context.db, merchantId, userIds)).map((row) => [row.id, row]));
  const identities = new Map<string, string>();
  for (const row of rows) {
    if (identities.has(row.userId)) continue;
    const identity: Identity = current.get(row.userId) ?? {
      identityKind: row.identityCode ? 'CODE' : row.nationalIdEncrypted ? 'NATIONAL_ID' : null,
      identityCode: row.identityCode,
      nationalIdEncrypted: row.nationalIdEncrypted,
    };
    identities.set(row.userId, identityText(identity, context.secretKey, whole));
  }
  return identities;
}

/** Every Oslo date from one to another, both included. */
function datesOf(fromDate: string, toDate: string): string[] {
  const dates: string[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * A location's register of each day of a period, read with one query: the entries of the period (and the
 * day around it, for the shifts that cross midnight) paired into shifts per day.
 */
export async function getStaffRegisterPeriod(
  context: StaffRegisterContext,
  merchantId: string,
  query: { locationId: string; fromDate: string; toDate: string },
  { wholeIdentities = false } = {},
): Promise<StaffRegisterDay[]> {
  const { db } = context;
  const locationName = await repository.findLocationName(db, merchantId, query.locationId);
  if (locationName === undefined) await assertOwnLocation(db, merchantId, query.locationId);
  const from = osloDayStart(query.fromDate);
  const to = osloDayStart(addDays(query.toDate, 1));
  const rows = await repository.selectEntriesBetween(
    db,
    merchantId,
    query.locationId,
    new Date(from.getTime() - 24 * MS_PER_HOUR),
    new Date(to.getTime() + 24 * MS_PER_HOUR),
  );
  const identities = await identitiesOf(context, merchantId, rows, wholeIdentities);
  return presentDays({
    locationId: query.locationId,
    locationName: locationName ?? '',
    rows,
    identities,
    atWork: [],
    days: datesOf(query.fromDate, query.toDate).map((date) => ({ date, from: osloDayStart(date), to: osloDayStart(addDays(date, 1)) })),
  });
}

/** Hours per employee of a period at a location, with the labour cost for an ADMIN and a super admin. */
export async function getStaffHours(
  context: StaffRegisterContext,
  session: SessionContext,
  query: { locationId: string; fromDate: string; toDate: string },
): Promise<StaffHours> {
  const days = await getStaffRegisterPeriod(context, session.merchantId, query);
  const seesCost = seesStaffPrivateData(session.userRole);
  const shifts = days.flatMap((day) => day.shifts);
  const costs = new Map(
    (await repository.selectHourlyCosts(context.db, session.merchantId, [...new Set(shifts.map((shift) => shift.userId))])).map((row) => [
      row.id,
      row.hourlyCost,
    ]),
  );
  return presentHours({
    locationId: query.locationId,
    locationName: days[0]?.locationName ?? '',
    fromDate: query.fromDate,
    toDate: query.toDate,
    shifts,
    costs,
    seesCost,
  });
}

/** A location's register of an Oslo day: the shifts that began on it, and who is at work now. */
export async function getStaffRegister(
  context: StaffRegisterContext,
  merchantId: string,
  query: { locationId: string; date: string },
  { wholeIdentities = false } = {},
): Promise<StaffRegisterDay> {
  const { db, clock } = context;
  const locationName = await repository.findLocationName(db, merchantId, query.locationId);
  if (locationName === undefined) await assertOwnLocation(db, merchantId, query.locationId);
  const from = osloDayStart(query.date);
  const to = osloDayStart(addDays(query.date, 1));
  // A shift is placed by its start: its end may come up to a day later, and a start may be a day before an end.
  const rows = await repository.selectEntriesBetween(
    db,
    merchantId,
    query.locationId,
    new Date(from.getTime() - 24 * MS_PER_HOUR),
    new Date(to.getTime() + 24 * MS_PER_HOUR),
  );
  const recent = await repository.selectRecentEntriesInForce(db, merchantId, clock.now());
  return presentDay({
    locationId: query.locationId,
    locationName: locationName ?? '',
    date: query.date,
    from,
    to,
    rows,
    identities: await identitiesOf(context, merchantId, rows, wholeIdentities),
    atWork: atWorkAt(recent, query.locationId),
  });
}

/** Who is clocked in at a location now: each employee whose last entry in force is an IN there. */
function atWorkAt(entries: readonly repository.EntryInForce[], locationId: string): StaffRegisterDay['atWork'] {
  const byUser = new Map<string, repository.EntryInForce[]>();
  for (const entry of entries) byUser.set(entry.userId, [...(byUser.get(entry.userId) ?? []), entry]);
  const atWork: StaffRegisterDay['atWork'] = [];
  for (const [userId, list] of byUser) {
    const live = list.filter((entry) => !entry.struckOut).sort((a, b) => a.time.getTime() - b.time.getTime() || a.order - b.order);
    const last = live.at(-1);
    if (!last || !isClockedIn(live.map((entry) => ({ ...entry, time: entry.time.getTime() }))) || last.locationId !== locationId) continue;
    atWork.push({ userId, employeeName: last.employeeName, since: last.time.toISOString() });
  }
  return atWork.sort((a, b) => a.since.localeCompare(b.since));
}

function instantOf(clock: Clock, date: string, time: string): Date {
  const instant = osloInstantOf(date, time);
  // A minute's grace: the time typed is a whole minute.
  if (instant.getTime() > clock.now().getTime() + 60_000)
    throw badRequest(STAFF_REGISTER_MESSAGES.inFuture, { time: STAFF_REGISTER_MESSAGES.inFuture });
  return instant;
}

async function readEntry(db: DbOrTx, merchantId: string, rootId: string): Promise<StaffRegisterEntry> {
  const root = (await repository.findEntry(db, merchantId, rootId))!;
  const rows = await repository.selectCorrections(db, merchantId, rootId);
  return presentEntry(root, rows);
}

/** A clocking someone forgot, added from the back office with the reason. */
export async function addStaffRegisterEntry(
  context: StaffRegisterContext,
  session: SessionContext,
  body: z.output<typeof addStaffRegisterEntryBody>,
): Promise<StaffRegisterEntry> {
  const { db, clock } = context;
  const occurredAt = instantOf(clock, body.date, body.time);
  const id = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, session.merchantId, body.locationId);
    const employee = await repository.findEmployee(tx, session.merchantId, body.userId);
    if (!employee) throw notFound(STAFF_REGISTER_MESSAGES.employeeNotFound);
    const row = await repository.insertEntry(tx, {
      merchantId: session.merchantId,
      locationId: body.locationId,
      locationName: (await repository.findLocationName(tx, session.merchantId, body.locationId)) ?? '',
      userId: employee.id,
      employeeName: `${employee.firstname} ${employee.lastname}`.trim(),
      identityCode: employee.identityKind === 'CODE' ? employee.identityCode : null,
      nationalIdEncrypted: employee.identityKind === 'NATIONAL_ID' ? employee.nationalIdEncrypted : null,
      action: body.action,
      occurredAt,
      recordedAt: clock.now(),
      source: 'BACK_OFFICE',
      recordedByUserId: session.userId,
      recordedByName: await repository.findUserName(tx, session.userId),
      reason: body.reason,
    });
    return row!.id;
  });
  return readEntry(db, session.merchantId, id);
}

/** A wrong entry corrected: a new row pointing to the entry (a correction's id names its entry), with a new time or struck out. */
export async function correctStaffRegisterEntry(
  context: StaffRegisterContext,
  session: SessionContext,
  body: z.output<typeof correctStaffRegisterEntryBody>,
): Promise<StaffRegisterEntry> {
  const { db, clock } = context;
  const occurredAt = body.strikeOut ? undefined : instantOf(clock, body.date!, body.time!);
  const rootId = await db.transaction(async (tx) => {
    const named = await repository.findEntry(tx, session.merchantId, body.entryId);
    if (!named) throw entryNotFound();
    const root = named.correctsEntryId ? await repository.findEntry(tx, session.merchantId, named.correctsEntryId) : named;
    if (!root) throw entryNotFound();
    await repository.insertEntry(tx, {
      merchantId: session.merchantId,
      locationId: root.locationId,
      locationName: root.locationName,
      userId: root.userId,
      employeeName: root.employeeName,
      identityCode: root.identityCode,
      nationalIdEncrypted: root.nationalIdEncrypted,
      action: root.action,
      occurredAt: occurredAt ?? root.occurredAt,
      recordedAt: clock.now(),
      source: 'BACK_OFFICE',
      recordedByUserId: session.userId,
      recordedByName: await repository.findUserName(tx, session.userId),
      correctsEntryId: root.id,
      struckOut: body.strikeOut,
      reason: body.reason,
    });
    return root.id;
  });
  return readEntry(db, session.merchantId, rootId);
}

/** Today's Oslo date, for callers that default to it. */
export const todayOf = (clock: Clock) => osloDateOf(clock.now());

export type { AddStaffRegisterEntryBody, CorrectStaffRegisterEntryBody };
