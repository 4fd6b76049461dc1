import { z } from 'zod';
import { addStaffRegisterEntryBody, correctStaffRegisterEntryBody } from '@bakrom/shared/schemas/staff-register';
import { texts } from '@/i18n';

/**
 * The shared bodies of the two back-office writes, with the messages of a field left empty in the dialogs
 * (no employee chosen, no date) instead of the wire format's: the rest is the shared schema's.
 */

const chosen = <T extends z.ZodType<string, string>>(schema: T, message: string) => z.string().min(1, { message }).pipe(schema);

/** The add dialog's schema, its own messages in the current language. */
export function addEntryFormSchema() {
  const t = texts.staffRegister;
  return addStaffRegisterEntryBody.extend({
    userId: chosen(addStaffRegisterEntryBody.shape.userId, t.add.employeeRequired),
    date: chosen(addStaffRegisterEntryBody.shape.date, t.add.dateRequired),
  });
}

/** The correct dialog's schema, its own messages in the current language. */
export function correctEntryFormSchema() {
  const t = texts.staffRegister;
  return correctStaffRegisterEntryBody.safeExtend({
    date: chosen(correctStaffRegisterEntryBody.shape.date.unwrap(), t.correct.dateRequired).optional(),
  });
}
