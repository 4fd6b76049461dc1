import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { locations, staffRegisterEntries, terminals, users } from '../../db/schema/index';

export type StaffRegisterRow = typeof staffRegisterEntries.$inferSelect;
export type NewStaffRegisterRow = Omit<typeof staffRegisterEntries.$inferInsert, 'id' | 'seq'>;

/** How far back an open shift keeps someone at work: a clock-out forgotten longer ago no longer does. */
export const OPEN_SHIFT_DAYS = 31;

/** The active employee of the merchant with this pincode, locked so that one person's clockings run one after the other. */
export async function findClockingEmployee(db: DbOrTx, merchantId: string, pincode: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      identityKind: users.identityKind,
      identityCode: users.identityCode,
      nationalIdEncrypted: users.nationalIdEncrypted,
    })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.pincode, pincode), eq(users.status, 'ACTIVE')))
    .for('update');
  return row;
}

/** An employee of the merchant (any status), locked like a clocking's. */
export async function findEmployee(db: DbOrTx, merchantId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      identityKind: users.identityKind,
      identityCode: users.identityCode,
      nationalIdEncrypted: users.nationalIdEncrypted,
    })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)))
    .for('update');
  return row;
}

export type RegisterEmployee = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** The current identity of the employees still there, by id. */
export async function selectIdentities(db: DbOrTx, merchantId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      identityKind: users.identityKind,
      identityCode: users.identityCode,
      nationalIdEncrypted: users.nationalIdEncrypted,
    })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), inArray(users.id, userIds)));
}

/** The names a clocking is recorded with: the terminal's and its location's. */
export async function findTerminalPlace(db: DbOrTx, merchantId: string, terminalId: string) {
  const [row] = await db
    .select({ terminalName: terminals.deviceName, terminalNumber: terminals.terminalId, locationName: locations.name })
    .from(terminals)
    .innerJoin(locations, eq(locations.id, terminals.locationId))
    .where(and(eq(terminals.merchantId, merchantId), eq(terminals.id, terminalId)));
  return row;
}

export async function findLocationName(db: DbOrTx, merchantId: string, locationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.merchantId, merchantId), eq(locations.id, locationId)));
  return row?.name;
}

export async function selectEntryByReference(db: DbOrTx, merchantId: string, terminalId: string, reference: string) {
  const [row] = await db
    .select()
    .from(staffRegisterEntries)
    .where(
      and(
        eq(staffRegisterEntries.merchantId, merchantId),
        eq(staffRegisterEntries.terminalId, terminalId),
        eq(staffRegisterEntries.reference, reference),
      ),
    );
  return row;
}

export async function findEntry(db: DbOrTx, merchantId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(staffRegisterEntries)
    .where(and(eq(staffRegisterEntries.merchantId, merchantId), eq(staffRegisterEntries.id, entryId)));
  return row;
}

/** Inserts an entry; undefined when a clocking with the same terminal and reference was stored first. */
export async function insertEntry(db: DbOrTx, values: NewStaffRegisterRow): Promise<StaffRegisterRow | undefined> {
  const [row] = await db.insert(staffRegisterEntries).values(values).onConflictDoNothing().returning();
  return row;
}

/** An entry as it stands: the time and strike of its last correction, if any. */
export interface EntryInForce {
  id: string;
  userId: string;
  employeeName: string;
  locationId: string;
  action: 'IN' | 'OUT';
  time: Date;
  order: number;
  struckOut: boolean;
}

/**
 * The entries in force of the merchant's last OPEN_SHIFT_DAYS (by the time first recorded), of one
 * employee or of all: enough to tell who is at work.
 */
export async function selectRecentEntriesInForce(db: DbOrTx, merchantId: string, now: Date, userId?: string): Promise<EntryInForce[]> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    employee_name: string;
    location_id: string;
    action: 'IN' | 'OUT';
    time: string | Date;
    seq: string | number;
    struck_out: boolean;
  }>(
    db,
    sql`select r.id, r.seq, r.user_id, r.employee_name, r.location_id, r.action,
               coalesce(c.occurred_at, r.occurred_at) as time, coalesce(c.struck_out, false) as struck_out
        from staff_register_entries r
        left join lateral (
          select c.occurred_at, c.struck_out from staff_register_entries c
          where c.corrects_entry_id = r.id order by c.seq desc limit 1
        ) c on true
        where r.merchant_id = ${merchantId} and r.corrects_entry_id is null
          and r.occurred_at > ${now.toISOString()}::timestamptz - make_interval(days => ${OPEN_SHIFT_DAYS})
          ${userId ? sql`and r.user_id = ${userId}` : sql``}`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    employeeName: row.employee_name,
    locationId: row.location_id,
    action: row.action,
    time: new Date(row.time),
    order: Number(row.seq),
    struckOut: row.struck_out,
  }));
}

/**
 * The entries of a location whose time (first recorded or corrected) falls in [from, to), with every
 * correction of each, in the order they were recorded.
 */
export async function selectEntriesBetween(
  db: DbOrTx,
  merchantId: string,
  locationId: string,
  from: Date,
  to: Date,
): Promise<StaffRegisterRow[]> {
  const inWindow = (column: string) =>
    sql`${sql.raw(column)} >= ${from.toISOString()}::timestamptz and ${sql.raw(column)} < ${to.toISOString()}::timestamptz`;
  const roots = sql`select r.id from staff_register_entries r
    where r.merchant_id = ${merchantId} and r.location_id = ${locationId} and r.corrects_entry_id is null
      and (${inWindow('r.occurred_at')}
        or exists (select 1 from staff_register_entries c where c.corrects_entry_id = r.id and ${inWindow('c.occurred_at')}))`;
  return db
    .select()
    .from(staffRegisterEntries)
    .where(
      and(
        eq(staffRegisterEntries.merchantId, merchantId),
        sql`(${staffRegisterEntries.id} in (${roots}) or ${staffRegisterEntries.correctsEntryId} in (${roots}))`,
      ),
    )
    .orderBy(staffRegisterEntries.seq);
}

/** The corrections of an entry, in the order they were recorded. */
export async function selectCorrections(db: DbOrTx, merchantId: string, entryId: string): Promise<StaffRegisterRow[]> {
  return db
    .select()
    .from(staffRegisterEntries)
    .where(and(eq(staffRegisterEntries.merchantId, merchantId), eq(staffRegisterEntries.correctsEntryId, entryId)))
    .orderBy(staffRegisterEntries.seq);
}

/** The name a back-office entry is recorded with: the user's full name, or the username without one. */
export async function findUserName(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return '';
  return `${row.firstname} ${row.lastname}`.trim() || row.username;
}

/** The hourly cost (øre, or null) of the employees still there. */
export async function selectHourlyCosts(db: DbOrTx, merchantId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, hourlyCost: users.hourlyCost })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), inArray(users.id, userIds)));
}

/** The merchant's active employees with a pincode, by name. */
export async function selectEmployeesWithPincode(db: DbOrTx, merchantId: string) {
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, pincode: users.pincode })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.status, 'ACTIVE'), sql`${users.pincode} is not null`))
    .orderBy(users.firstname, users.lastname);
}
