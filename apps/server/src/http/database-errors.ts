import { MESSAGES, UNIQUE_CONSTRAINT_MESSAGES } from './messages.nb';

/** The fields of a PostgreSQL error that are safe to log: never its message, which may quote values. */
export interface DatabaseError {
  code: string;
  severity: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

function isDatabaseError(value: unknown): value is DatabaseError {
  if (!value || typeof value !== 'object') return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** The PostgreSQL error behind `error`, whether the driver's error arrives bare (pg, PGlite) or wrapped by drizzle in `cause`. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (isDatabaseError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const found = databaseErrorOf(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
};

export interface ClientFailure {
  statusCode: 400 | 404 | 409;
  code: string;
  message: string;
}

/** Values the database refuses, by SQLSTATE: each answers 400 with its message. */
const REFUSED_VALUES: Record<string, string> = {
  '23514': MESSAGES.valueNotAllowed,
  '23502': MESSAGES.valueMissing,
  '22P02': MESSAGES.invalidValue,
  '22007': MESSAGES.invalidValue,
  '22008': MESSAGES.invalidValue,
  '22023': MESSAGES.invalidValue,
  '22003': MESSAGES.numberTooLarge,
  '22001': MESSAGES.textTooLong,
  '54000': MESSAGES.textTooLong,
  '22021': MESSAGES.invalidText,
};

/**
 * What a request that broke a database rule is told: 409 for something that exists or is in use,
 * 404 for a reference to nothing, 400 for a value the database refuses. Undefined for real faults.
 */
export function clientFailureOf(error: DatabaseError): ClientFailure | undefined {
  switch (error.code) {
    case '23505':
      return { statusCode: 409, code: 'CONFLICT', message: UNIQUE_CONSTRAINT_MESSAGES[error.constraint ?? ''] ?? MESSAGES.duplicate };
    case '23503':
      // PostgreSQL says which side broke the key only in its message: a write naming a missing row, or a delete of a row still referenced.
      return /^insert or update/.test(error.message)
        ? { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.referenceMissing }
        : { statusCode: 409, code: 'CONFLICT', message: MESSAGES.inUse };
    case '23001':
      // A RESTRICT foreign key: a location or terminal with sales history is deleted.
      return { statusCode: 409, code: 'CONFLICT', message: MESSAGES.inUse };
    case 'BKH01':
      // Raised by the history triggers (migrations 0017, 0019, 0023): a Z-report, a signed sale or the journal kept as made.
      return { statusCode: 409, code: 'HISTORY_KEPT', message: MESSAGES.historyKept };
    case '40001':
    case '40P01':
      return { statusCode: 409, code: 'CONFLICT', message: MESSAGES.concurrentChange };
    default: {
      const message = REFUSED_VALUES[error.code];
      return message ? { statusCode: 400, code: 'BAD_REQUEST', message } : undefined;
    }
  }
}

/** What a log line may say about a database error: its code and where, never the statement or the values. */
export function loggableDatabaseError(error: DatabaseError) {
  return { pgCode: error.code, constraint: error.constraint, table: error.table, column: error.column, routine: error.routine };
}
