import { STAFF_CLOCK_MESSAGES, type StaffClockEntry, type StaffClockInput } from '@bakrom/shared/schemas/staff-register';
import { isClockedIn } from '@bakrom/shared/staff-shifts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TerminalPrincipal } from '../../http/access';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { giveBackAttempt, takeAttempt } from '../auth/rate-limit-service';
import { presentClockEntry } from './presenter';
import * as repository from './repository';

/**
 * Clocking in and out at a terminal (POST /api/channel/staff/clock): a till or a kiosk, never a webshop
 * (403). The time is the server's, never the terminal's; the location is the terminal's. A repeat of a reference answers the first entry. A wrong
 * pincode answers 404 without telling whether the pincode exists, and counts against the terminal:
 * after PINCODE_ATTEMPTS in a window every clocking of the terminal is refused (429) until the window
 * ends, a right pincode's too, so that four digits cannot be tried through. A right pincode gives its
 * attempt back.
 */

export const PINCODE_ATTEMPTS = 10;
export const PINCODE_WINDOW_SECONDS = 15 * 60;
const throttleKey = (terminalId: string) => `staff-pincode:terminal:${terminalId}`;

export interface ClockResult {
  entry: StaffClockEntry;
  repeated: boolean;
}

const referenceTaken = () => new HttpError(409, 'IDEMPOTENCY_CONFLICT', STAFF_CLOCK_MESSAGES.referenceTaken);

function repeatOf(row: repository.StaffRegisterRow, userId: string, input: StaffClockInput): ClockResult {
  if (row.userId !== userId || row.action !== input.action) throw referenceTaken();
  return { entry: presentClockEntry(row), repeated: true };
}

export async function clockStaff(db: Db, clock: Clock, terminal: TerminalPrincipal, input: StaffClockInput): Promise<ClockResult> {
  // A webshop's key lives on a web server, not on the premises where people start and stop work.
  if (terminal.terminalType === 'WEBSHOP') throw forbidden(STAFF_CLOCK_MESSAGES.notOnPremises);
  const key = throttleKey(terminal.terminalId);
  const attempt = await takeAttempt(db, key, PINCODE_ATTEMPTS, PINCODE_WINDOW_SECONDS);
  if (!attempt.taken) {
    throw new HttpError(429, 'RATE_LIMITED', STAFF_CLOCK_MESSAGES.throttled, undefined, {
      'retry-after': String(attempt.retryAfterSeconds),
    });
  }
  let rightPincode = false;
  const clocking = db.transaction(async (tx) => {
    const employee = await repository.findClockingEmployee(tx, terminal.merchantId, input.pincode);
    if (!employee) return undefined;
    rightPincode = true;
    const earlier = await repository.selectEntryByReference(tx, terminal.merchantId, terminal.terminalId, input.reference);
    if (earlier) return repeatOf(earlier, employee.id, input);
    const now = clock.now();
    const entries = await repository.selectRecentEntriesInForce(tx, terminal.merchantId, now, employee.id);
    const clockedIn = isClockedIn(entries.map((entry) => ({ ...entry, time: entry.time.getTime() })));
    if (input.action === 'IN' && clockedIn) throw new HttpError(409, 'ALREADY_CLOCKED_IN', STAFF_CLOCK_MESSAGES.alreadyIn);
    if (input.action === 'OUT' && !clockedIn) throw new HttpError(409, 'NOT_CLOCKED_IN', STAFF_CLOCK_MESSAGES.alreadyOut);
    const place = await repository.findTerminalPlace(tx, terminal.merchantId, terminal.terminalId);
    const row = await repository.insertEntry(tx, {
      merchantId: terminal.merchantId,
      locationId: terminal.locationId,
      locationName: place?.locationName ?? '',
      userId: employee.id,
      employeeName: `${employee.firstname} ${employee.lastname}`.trim(),
      identityCode: employee.identityKind === 'CODE' ? employee.identityCode : null,
      nationalIdEncrypted: employee.identityKind === 'NATIONAL_ID' ? employee.nationalIdEncrypted : null,
      action: input.action,
      occurredAt: now,
      recordedAt: now,
      source: 'TERMINAL',
      terminalId: terminal.terminalId,
      terminalName: place ? place.terminalName || place.terminalNumber : '',
      reference: input.reference,
    });
    // The same reference was stored first by a clocking running at the same time.
    if (!row)
      return repeatOf(
        (await repository.selectEntryByReference(tx, terminal.merchantId, terminal.terminalId, input.reference))!,
        employee.id,
        input,
      );
    return { entry: presentClockEntry(row), repeated: false };
  });
  try {
    const result = await clocking;
    if (!result) throw notFound(STAFF_CLOCK_MESSAGES.wrongPincode);
    return result;
  } finally {
    if (rightPincode) await giveBackAttempt(db, key);
  }
}
