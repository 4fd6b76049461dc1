import type { UserRole } from '@bakrom/shared/enums';
import { maySetPasswordOf, mayWriteEmployee, seesStaffPrivateData } from '@bakrom/shared/staff-rules';
import {
  PINCODE_TAKEN_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  usernameTakenMessage,
  type ChangeOwnLanguageBody,
  type ChangeOwnLanguageResponse,
  type ChangeOwnPasswordBody,
  type EditedUser,
  type Employee,
  type NewUser,
} from '@bakrom/shared/schemas/staff';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { isUniqueViolation } from '../../http/database-errors';
import { HttpError, conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { auditChanges } from '../../lib/audit-changes';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { merchantExists } from '../merchants/service';
import { recordAudit } from '../system/audit-service';
import { presentEmployee } from './presenter';
import { NATIONAL_ID_MESSAGES } from '@bakrom/shared/national-identity-number';
import * as repository from './repository';
import { PINCODE_IN_USE, USERNAME_IN_USE } from './repository';

/**
 * Employees (spec part 2 §2.7, §5, §6) and one's own password. Who may manage whom is
 * `mayWriteEmployee` (packages/shared/src/staff-rules.ts): the ADMIN role is given, changed and removed
 * only by a super admin, and a MANAGER leaves ADMINs alone. Someone else's password is set only from a
 * role above its user's (`maySetPasswordOf`); one's own only on /profile, with the current one. Ending
 * sessions: a deleted user's with the row, a deactivated user's and a user's whose password someone else
 * set at once; one's own password change keeps the session it was made in. Every change to a user is
 * audited in its transaction, with who made it, never the password or the pincode.
 */

const userNotFound = () => notFound('Fant ikke den ansatte.');
const OWN_PASSWORD_MESSAGE = 'Ditt eget passord endrer du med «Endre passord» på Min profil, med det nåværende passordet.';
const ownPasswordRefused = () => new HttpError(400, 'BAD_REQUEST', OWN_PASSWORD_MESSAGE, { 'user.userPassword': OWN_PASSWORD_MESSAGE });
const passwordRefused = () =>
  forbidden('Passordet til en Admin settes bare av en superadministrator, og en Managers bare av en Admin eller en superadministrator.');
const adminOnly = () => forbidden('Bare en superadministrator kan gi, endre eller fjerne rollen Admin, eller endre en Admin.');

/** A 409 the form shows under the field it names. */
const fieldConflict = (field: 'username' | 'pincode', message: string) =>
  new HttpError(409, 'CONFLICT', message, { [`user.${field}`]: message });

const USERNAME_MAX = 100;

/**
 * A free username for the one asked for, with the merchant's prefix (the first part most of its usernames
 * share, e.g. 'demo.kari' for 'kari'), numbered from 2 when that is taken too. Usernames are unique across
 * the platform, so the answer says only that the name is taken, never whose it is.
 */
async function suggestUsername(db: Db, merchantId: string, wanted: string): Promise<string | undefined> {
  const prefix = await repository.mostUsedUsernamePrefix(db, merchantId);
  const base = prefix && !wanted.startsWith(`${prefix}.`) ? `${prefix}.${wanted}` : wanted;
  const taken = new Set(await repository.usernamesStartingWith(db, base.slice(0, USERNAME_MAX - 3)));
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : String(n);
    const candidate = base.slice(0, USERNAME_MAX - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
  return undefined;
}

async function refusingTakenNames<T>(db: Db, merchantId: string, username: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_IN_USE)) {
      throw fieldConflict('username', usernameTakenMessage(await suggestUsername(db, merchantId, username)));
    }
    if (isUniqueViolation(error, PINCODE_IN_USE)) throw fieldConflict('pincode', PINCODE_TAKEN_MESSAGE);
    throw error;
  }
}

const columnsOf = (user: NewUser | EditedUser): repository.UserColumns => ({
  firstname: user.firstname,
  lastname: user.lastname,
  userRole: user.userRole,
  username: user.username,
  pincode: user.pincode,
  email: user.email,
  phone: user.phone,
});

/** What the audit trail shows of a user: never the password hash; the pincode only masked (see `recordUserAudit`). */
function auditView(row: repository.UserRow): Record<string, unknown> {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    userRole: row.userRole,
    status: row.status,
    pincode: row.pincode,
    email: row.email,
    phone: row.phone,
    identityKind: row.identityKind,
    nationalId: row.nationalIdEncrypted,
    identityCode: row.identityCode,
    hourlyCost: row.hourlyCost,
    language: row.language,
  };
}

const MASKED = '••••';

/**
 * One audit record of a change to a user, in the transaction of the change: who (`userId` and, kept when
 * that user is deleted, `by`), the user changed, and what changed, the pincode masked and a password only
 * as changed.
 */
async function recordUserAudit(
  tx: DbOrTx,
  actor: { merchantId: string | null; userId: string | null; by: string },
  action: 'create' | 'edit' | 'delete' | 'password' | 'language',
  user: repository.UserRow,
  change: { before?: repository.UserRow; after?: repository.UserRow; passwordSet?: boolean; sessionsEnded?: boolean } = {},
): Promise<void> {
  const changes =
    change.after !== undefined
      ? auditChanges(change.before ? auditView(change.before) : null, auditView(change.after), ['pincode', 'nationalId'])
      : [];
  if (change.passwordSet) changes.push({ field: 'password', from: MASKED, to: MASKED });
  await recordAudit(tx, {
    merchantId: actor.merchantId,
    userId: actor.userId,
    action: `user.${action}`,
    entityType: 'user',
    entityId: user.id,
    details: {
      by: actor.by,
      username: user.username,
      userRole: user.userRole,
      ...(changes.length > 0 ? { changes } : {}),
      ...(change.sessionsEnded !== undefined ? { sessionsEnded: change.sessionsEnded } : {}),
    },
  });
}

/** What the employee calls need besides the database: the key of the identity numbers at rest. */
export interface StaffOptions {
  secretKey: Buffer;
}

const seesCost = seesStaffPrivateData;

function present(row: repository.UserRow, session: Pick<SessionContext, 'userRole'>, options: StaffOptions): Employee {
  const nationalId = row.nationalIdEncrypted ? decryptSecret(row.nationalIdEncrypted, options.secretKey) : null;
  return presentEmployee(row, { nationalId, showCost: seesCost(session.userRole) });
}

type IdentityColumns = Pick<repository.UserColumns, 'identityKind' | 'nationalIdEncrypted' | 'identityCode' | 'hourlyCost'>;

/**
 * The staff register's identity and the hourly cost as a write sets them: absent fields keep what is
 * stored; a national identity number is encrypted, and a blank one keeps the stored one (400 when there is
 * none); a MANAGER never changes the hourly cost.
 */
function identityColumns(
  user: NewUser | EditedUser,
  before: repository.UserRow | undefined,
  session: SessionContext,
  options: StaffOptions,
): IdentityColumns {
  const columns: IdentityColumns = {};
  if (user.hourlyCost !== undefined && seesCost(session.userRole)) columns.hourlyCost = user.hourlyCost;
  if (user.identityKind === undefined) return columns;
  if (user.identityKind === null) return { ...columns, identityKind: null, nationalIdEncrypted: null, identityCode: null };
  if (user.identityKind === 'CODE')
    return { ...columns, identityKind: 'CODE', identityCode: user.identityCode ?? '', nationalIdEncrypted: null };
  const typed = user.nationalId ?? '';
  const stored = before?.nationalIdEncrypted ?? null;
  if (typed === '' && !stored) {
    throw new HttpError(400, 'BAD_REQUEST', NATIONAL_ID_MESSAGES.required, { 'user.nationalId': NATIONAL_ID_MESSAGES.required });
  }
  return {
    ...columns,
    identityKind: 'NATIONAL_ID',
    nationalIdEncrypted: typed === '' ? stored : encryptSecret(typed, options.secretKey),
    identityCode: null,
  };
}

const actorOf = (session: SessionContext) => ({ merchantId: session.merchantId, userId: session.userId, by: session.username });

export async function listEmployees(db: Db, session: SessionContext, options: StaffOptions): Promise<Employee[]> {
  return (await repository.selectEmployees(db, session.merchantId)).map((row) => present(row, session, options));
}

export async function getEmployee(db: Db, session: SessionContext, userId: string, options: StaffOptions): Promise<Employee> {
  const row = await repository.findEmployee(db, session.merchantId, userId);
  if (!row) throw userNotFound();
  return present(row, session, options);
}

/** An employee's whole national identity number, for an ADMIN or a super admin; every reading is audited. */
export async function revealNationalId(
  db: Db,
  session: SessionContext,
  userId: string,
  options: StaffOptions,
): Promise<{ nationalId: string }> {
  if (!seesCost(session.userRole)) throw forbidden('Bare en Admin eller en superadministrator kan se hele fødselsnummeret.');
  return db.transaction(async (tx) => {
    const row = await repository.findEmployee(tx, session.merchantId, userId);
    if (!row) throw userNotFound();
    if (!row.nationalIdEncrypted) throw notFound('Den ansatte har ikke registrert fødselsnummer.');
    await recordAudit(tx, {
      merchantId: session.merchantId,
      userId: session.userId,
      action: 'user.revealNationalId',
      entityType: 'user',
      entityId: row.id,
      details: { by: session.username, username: row.username },
    });
    return { nationalId: decryptSecret(row.nationalIdEncrypted, options.secretKey) };
  });
}

/** 'TRUE' when another user of the merchant has the pincode; the user being edited (`userId`) does not count. */
export async function checkUserPincode(db: Db, merchantId: string, pincode: string, userId?: string): Promise<'TRUE' | 'FALSE'> {
  return (await repository.pincodeTaken(db, merchantId, pincode, userId)) ? 'TRUE' : 'FALSE';
}

export async function createEmployee(db: Db, session: SessionContext, user: NewUser, options: StaffOptions): Promise<Employee> {
  if (!mayWriteEmployee(session.userRole, undefined, user.userRole)) throw adminOnly();
  const passwordHash = await hashPassword(user.userPassword);
  const row = await refusingTakenNames(db, session.merchantId, user.username, () =>
    db.transaction(async (tx) => {
      const inserted = await repository.insertEmployee(tx, session.merchantId, {
        ...columnsOf(user),
        ...identityColumns(user, undefined, session, options),
        passwordHash,
      });
      await recordUserAudit(tx, actorOf(session), 'create', inserted, { after: inserted, passwordSet: true });
      return inserted;
    }),
  );
  return present(row, session, options);
}

export async function editEmployee(db: Db, session: SessionContext, user: EditedUser, options: StaffOptions): Promise<Employee> {
  const self = user.userId === session.userId;
  // One's own password only with the current one: whoever holds a session must not take the account with it.
  if (self && user.userPassword) throw ownPasswordRefused();
  const passwordHash = user.userPassword ? await hashPassword(user.userPassword) : undefined;
  const row = await refusingTakenNames(db, session.merchantId, user.username, () =>
    db.transaction(async (tx) => {
      const before = await repository.findEmployee(tx, session.merchantId, user.userId, { lock: true });
      if (!before) throw userNotFound();
      if (!mayWriteEmployee(session.userRole, before.userRole as Employee['userRole'], user.userRole)) throw adminOnly();
      if (
        passwordHash &&
        !(maySetPasswordOf(session.userRole, before.userRole as UserRole) && maySetPasswordOf(session.userRole, user.userRole))
      ) {
        throw passwordRefused();
      }
      if (self && user.status === 'INACTIVE') throw conflict('Du kan ikke deaktivere deg selv.');
      const updated = await repository.updateEmployee(tx, session.merchantId, user.userId, {
        ...columnsOf(user),
        ...identityColumns(user, before, session, options),
        ...(passwordHash ? { passwordHash } : {}),
        ...(user.status ? { status: user.status } : {}),
      });
      const sessionsEnded = !!passwordHash || user.status === 'INACTIVE';
      if (sessionsEnded) await repository.revokeUserSessions(tx, user.userId, self ? session.sessionId : undefined);
      await recordUserAudit(tx, actorOf(session), 'edit', updated!, {
        before,
        after: updated!,
        passwordSet: !!passwordHash,
        sessionsEnded,
      });
      return updated!;
    }),
  );
  return present(row, session, options);
}

/** Deletes the employee; their sessions end with the row. Nobody deletes themselves. */
export async function deleteEmployee(db: Db, session: SessionContext, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repository.findEmployee(tx, session.merchantId, userId, { lock: true });
    if (!before) throw userNotFound();
    if (userId === session.userId) throw conflict('Du kan ikke slette deg selv.');
    if (!mayWriteEmployee(session.userRole, before.userRole as Employee['userRole'], undefined)) throw adminOnly();
    await repository.revokeUserSessions(tx, userId);
    await repository.deleteEmployee(tx, session.merchantId, userId);
    await recordUserAudit(tx, actorOf(session), 'delete', before, { sessionsEnded: true });
  });
}

/** /profile: the current password is required; the user's other sessions end, this one stays. */
export async function changeOwnPassword(db: Db, session: SessionContext, body: ChangeOwnPasswordBody): Promise<void> {
  const user = await repository.findUserById(db, session.userId);
  if (!user) throw userNotFound();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw validationFailed({ currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await repository.updatePasswordHash(tx, session.userId, passwordHash);
    await repository.revokeUserSessions(tx, session.userId, session.sessionId);
    await recordUserAudit(tx, actorOf(session), 'password', user, { passwordSet: true, sessionsEnded: true });
  });
}

/** /profile: one's own language, any logged-in user (a super admin too); audited like every change to a user. */
export async function changeOwnLanguage(db: Db, session: SessionContext, body: ChangeOwnLanguageBody): Promise<ChangeOwnLanguageResponse> {
  return db.transaction(async (tx) => {
    const before = await repository.findUserByIdForUpdate(tx, session.userId);
    if (!before) throw userNotFound();
    const after = await repository.updateLanguage(tx, session.userId, body.language);
    await recordUserAudit(tx, actorOf(session), 'language', after!, { before, after: after! });
    return { language: body.language };
  });
}

/** The command line as the author of a change: no user, the operator at the server. */
const COMMAND_LINE = (merchantId: string | null) => ({ merchantId, userId: null, by: 'kommandolinjen' });

/**
 * A user of any role, a super admin included (`npm run cli -- create-user`): the merchant must exist
 * (404), the username be free (409).
 */
export async function createUser(
  db: Db,
  input: { username: string; password: string; role: UserRole; merchantId: string | null; firstname: string; lastname: string },
): Promise<void> {
  if (input.merchantId && !(await merchantExists(db, input.merchantId))) throw notFound(`Fant ingen merchant «${input.merchantId}».`);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const inserted = await repository.insertUser(tx, {
      username: input.username,
      passwordHash,
      userRole: input.role,
      merchantId: input.merchantId,
      firstname: input.firstname,
      lastname: input.lastname,
    });
    if (!inserted) throw conflict(`Brukernavnet «${input.username}» er allerede i bruk.`);
    await recordUserAudit(tx, COMMAND_LINE(input.merchantId), 'create', inserted, { after: inserted, passwordSet: true });
  });
}

/** A new password for the user by username, and every session of the user ended, in one transaction (`npm run cli -- reset-password`); 404 for no such user. */
export async function resetPassword(db: Db, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await repository.updatePasswordHashByUsername(tx, username, passwordHash);
    if (!user) throw notFound(`Fant ingen bruker «${username}».`);
    await repository.revokeAllSessions(tx, user.id);
    await recordUserAudit(tx, COMMAND_LINE(user.merchantId), 'password', user, { passwordSet: true, sessionsEnded: true });
  });
}
