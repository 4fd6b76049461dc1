import { z } from 'zod';
import { isTimeOfDay } from '../business-day';
import { channelErrorAnswer } from './channel-events';
import { idSchema, merchantField } from './ids';
import { reportDate } from './reports';
import { text } from './text';

/**
 * The staff register (personalliste, issue 32): who works, from when to when, recorded when they start and
 * stop. Staff clock in and out at a terminal with their pincode (POST /api/channel/staff/clock); the back
 * office reads the register of a location's day and adds or corrects entries, never changing one: a
 * correction is a new record pointing to the entry it corrects, with who, when and why. Instants are ISO
 * 8601 texts in UTC; dates are Oslo days (YYYY-MM-DD); times typed in the back office are Oslo HH:mm.
 */

export const STAFF_CLOCK_ACTIONS = ['IN', 'OUT'] as const;
export type StaffClockAction = (typeof STAFF_CLOCK_ACTIONS)[number];
export const STAFF_REGISTER_SOURCES = ['TERMINAL', 'BACK_OFFICE'] as const;

export const STAFF_CLOCK_MESSAGES = {
  wrongPincode: 'Fant ingen ansatt med denne pin-koden.',
  alreadyIn: 'Du er allerede stemplet inn.',
  alreadyOut: 'Du er ikke stemplet inn.',
  throttled: 'For mange feil pin-koder fra denne terminalen. Vent litt og prøv igjen.',
  referenceTaken: 'Referansen er allerede brukt for en annen stempling fra denne terminalen.',
  notOnPremises: 'Ansatte stempler inn og ut på en kasse eller kiosk, ikke i nettbutikken.',
} as const;

// ── Clocking in and out at a terminal (POST /api/channel/staff/clock) ───────────────────────────────

const PINCODE_MESSAGE = 'Pin-koden må være 4 siffer';

export const staffClockInput = z
  .object({
    pincode: text({ message: PINCODE_MESSAGE }).regex(/^[0-9]{4}$/, { message: PINCODE_MESSAGE }),
    action: z.enum(STAFF_CLOCK_ACTIONS, { message: 'Velg IN eller OUT' }),
    /** The terminal's own id of this clocking: a repeat with the same reference answers the first entry. */
    reference: text({ message: 'Referansen må fylles ut' })
      .trim()
      .min(1, { message: 'Referansen må fylles ut' })
      .max(100, { message: 'Referansen kan ha høyst 100 tegn' }),
  })
  .meta({ examples: [{ pincode: '1234', action: 'IN', reference: 'kasse1-stempling-0007' }] });
export type StaffClockInput = z.infer<typeof staffClockInput>;

export const staffClockEntrySchema = z
  .object({
    id: z.string(),
    action: z.enum(STAFF_CLOCK_ACTIONS),
    /** The server's time of the clocking (ISO 8601, UTC): never a time the terminal sends. */
    time: z.string(),
    employeeName: z.string(),
    locationId: z.string(),
    locationName: z.string(),
    /** The terminal that recorded it (terminals.id). */
    terminalId: z.string(),
    reference: z.string(),
  })
  .meta({
    description: 'The register entry as recorded (a repeat: as first recorded).',
    examples: [
      {
        id: '0193a5c2-7f4e-7c2a-9d1b-5e8f2a6b3c41',
        action: 'IN',
        time: '2026-11-27T07:58:12.401Z',
        employeeName: 'Kari Nordmann',
        locationId: 'ea157e50-54b6-45fc-86e0-0e864799e2ea',
        locationName: 'Demo Restaurant Majorstuen',
        terminalId: '5dd2e738-f443-4f56-9f2b-94b6fbeb6a06',
        reference: 'kasse1-stempling-0007',
      },
    ],
  });
export type StaffClockEntry = z.infer<typeof staffClockEntrySchema>;

export const staffClockNotFoundAnswer = channelErrorAnswer(
  'No active employee of the merchant has this pincode. The answer never says whether the pincode exists.',
  [{ code: 'NOT_FOUND', message: STAFF_CLOCK_MESSAGES.wrongPincode }],
);
export const staffClockConflictAnswer = channelErrorAnswer(
  'IN while clocked in, OUT while not clocked in, or a reference used before for another clocking of this terminal.',
  [
    { code: 'ALREADY_CLOCKED_IN', message: STAFF_CLOCK_MESSAGES.alreadyIn },
    { code: 'NOT_CLOCKED_IN', message: STAFF_CLOCK_MESSAGES.alreadyOut },
    { code: 'IDEMPOTENCY_CONFLICT', message: STAFF_CLOCK_MESSAGES.referenceTaken },
  ],
);
export const staffClockForbiddenAnswer = channelErrorAnswer('A webshop’s key: staff clock in on the premises, at a till or kiosk.', [
  { code: 'FORBIDDEN', message: STAFF_CLOCK_MESSAGES.notOnPremises },
]);
export const staffClockThrottledAnswer = channelErrorAnswer(
  'Too many wrong pincodes from this terminal (or a wrong terminal key from this address): refused for the seconds of Retry-After.',
  [{ code: 'RATE_LIMITED', message: STAFF_CLOCK_MESSAGES.throttled }],
);

// ── The register of a location's day (GET /api/staff/getStaffRegister) ────────────────────────────────

export const getStaffRegisterQuery = z.object({ merchant: merchantField, locationId: idSchema, date: reportDate });

/** A correction of an entry: its new time, or the entry struck out; who made it, when and why. */
export const staffRegisterCorrectionSchema = z.object({
  id: z.string(),
  /** The corrected time (ISO), or null when the entry is struck out. */
  time: z.string().nullable(),
  reason: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type StaffRegisterCorrection = z.infer<typeof staffRegisterCorrectionSchema>;

export const staffRegisterEntrySchema = z.object({
  id: z.string(),
  action: z.enum(STAFF_CLOCK_ACTIONS),
  /** The time in force: the last correction's, or the one recorded. */
  time: z.string(),
  /** The time as first recorded. */
  recordedTime: z.string(),
  /** Struck out by a correction: kept and shown, counted nowhere. */
  struckOut: z.boolean(),
  source: z.enum(STAFF_REGISTER_SOURCES),
  /** The terminal's name, or the person who added it in the back office. */
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** Why it was added in the back office; null for a clocking at a terminal. */
  reason: z.string().nullable(),
  corrections: z.array(staffRegisterCorrectionSchema),
});
export type StaffRegisterEntry = z.infer<typeof staffRegisterEntrySchema>;

export const staffShiftSchema = z.object({
  userId: z.string(),
  employeeName: z.string(),
  /** The fødselsnummer or D-number masked, whole for ADMIN and super admin; or the merchant's code; '' when none is set. */
  identity: z.string(),
  clockIn: staffRegisterEntrySchema.nullable(),
  clockOut: staffRegisterEntrySchema.nullable(),
  /** Hours worked, two decimals; null while the shift is open or has no start. */
  hours: z.number().nullable(),
});
export type StaffShift = z.infer<typeof staffShiftSchema>;

export const staffAtWorkSchema = z.object({
  userId: z.string(),
  employeeName: z.string(),
  /** When the open shift began (ISO). */
  since: z.string(),
});
export type StaffAtWork = z.infer<typeof staffAtWorkSchema>;

export const staffRegisterDaySchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  date: z.string(),
  /** Who is clocked in at the location now. */
  atWork: z.array(staffAtWorkSchema),
  /** The shifts that began on the day (or, without a start, ended on it), by start time. */
  shifts: z.array(staffShiftSchema),
  /** Hours of the day's closed shifts. */
  totalHours: z.number(),
});
export type StaffRegisterDay = z.infer<typeof staffRegisterDaySchema>;

// ── Adding and correcting in the back office ──────────────────────────────────────────────────────────

const TIME_MESSAGE = 'Ugyldig klokkeslett: bruk formatet TT:MM';
const timeOfDay = text({ message: TIME_MESSAGE }).refine(isTimeOfDay, { message: TIME_MESSAGE });
export const REASON_REQUIRED_MESSAGE = 'Skriv hvorfor';
const reasonField = text({ message: REASON_REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: REASON_REQUIRED_MESSAGE })
  .max(500, { message: 'Begrunnelsen kan ha høyst 500 tegn' });

/** A forgotten clocking: the employee, in or out, the Oslo date and time it happened, and why it is added now. */
export const addStaffRegisterEntryBody = z.object({
  merchant: merchantField,
  locationId: idSchema,
  userId: idSchema,
  action: z.enum(STAFF_CLOCK_ACTIONS, { message: 'Velg inn eller ut' }),
  date: reportDate,
  time: timeOfDay,
  reason: reasonField,
});
export type AddStaffRegisterEntryBody = z.input<typeof addStaffRegisterEntryBody>;

/** A wrong entry corrected: its new Oslo date and time, or struck out (`strikeOut`), and why. */
export const correctStaffRegisterEntryBody = z
  .object({
    merchant: merchantField,
    entryId: idSchema,
    strikeOut: z.boolean().default(false),
    date: reportDate.optional(),
    time: timeOfDay.optional(),
    reason: reasonField,
  })
  .refine((body) => body.strikeOut || (body.date !== undefined && body.time !== undefined), {
    message: 'Oppgi dato og klokkeslett',
    path: ['time'],
  });
export type CorrectStaffRegisterEntryBody = z.input<typeof correctStaffRegisterEntryBody>;

export const STAFF_REGISTER_MESSAGES = {
  entryNotFound: 'Fant ikke registreringen.',
  employeeNotFound: 'Fant ikke den ansatte.',
  inFuture: 'Tidspunktet kan ikke være fram i tid.',
} as const;

/** Both back-office writes answer the entry as the register now shows it. */
export const staffRegisterWriteResponse = staffRegisterEntrySchema;

/** GET /api/staff/pdf/staffRegister: the day's register of a location for an inspector (PDF). */
export const staffRegisterPdfQuery = getStaffRegisterQuery;

// ── A period: hours per employee, and the register as CSV and Excel ────────────────────────────────────

/** The longest period of the hours report and the register's files: a little over a year. */
export const STAFF_PERIOD_MAX_DAYS = 400;

export const staffPeriodQuery = z
  .object({ merchant: merchantField, locationId: idSchema, fromDate: reportDate, toDate: reportDate })
  .refine((query) => query.fromDate <= query.toDate, { message: 'Til-datoen kan ikke være før fra-datoen', path: ['toDate'] })
  .refine((query) => (Date.parse(query.toDate) - Date.parse(query.fromDate)) / 86_400_000 < STAFF_PERIOD_MAX_DAYS, {
    message: `Velg en periode på høyst ${STAFF_PERIOD_MAX_DAYS} dager`,
    path: ['toDate'],
  });

export const staffHoursEmployeeSchema = z.object({
  userId: z.string(),
  employeeName: z.string(),
  identity: z.string(),
  /** Shifts begun in the period (struck-out entries not counted). */
  shifts: z.number().int(),
  /** Hours of the closed shifts, two decimals. */
  hours: z.number(),
  /** Shifts without an end, not in the hours. */
  openShifts: z.number().int(),
  /** Øre per hour as set now; null when none is set, and always null for a MANAGER. */
  hourlyCost: z.number().int().nullable(),
  /** hours × hourlyCost in øre; null without a cost (and for a MANAGER). */
  labourCost: z.number().int().nullable(),
});
export type StaffHoursEmployee = z.infer<typeof staffHoursEmployeeSchema>;

export const staffHoursSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  employees: z.array(staffHoursEmployeeSchema),
  totalHours: z.number(),
  /** Øre; null for a MANAGER. The employees without a cost count nothing. */
  totalLabourCost: z.number().int().nullable(),
});
export type StaffHours = z.infer<typeof staffHoursSchema>;
