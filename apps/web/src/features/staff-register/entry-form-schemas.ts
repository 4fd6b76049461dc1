import { z } from 'zod';
import { addStaffRegisterEntryBody, correctStaffRegisterEntryBody } from '@bakrom/shared/schemas/staff-register';
import { nb } from '@/i18n/nb';

/**
 * The shared bodies of the two back-office writes, with the messages of a field left empty in the dialogs
 * (no employee chosen, no date) instead of the wire format's: the rest is the shared schema's.
 */

const t = nb.staffRegister;

const chosen = <T extends z.ZodType<string, string>>(schema: T, message: string) => z.string().min(1, { message }).pipe(schema);

export const addEntryFormSchema = addStaffRegisterEntryBody.extend({
  userId: chosen(addStaffRegisterEntryBody.shape.userId, t.add.employeeRequired),
  date: chosen(addStaffRegisterEntryBody.shape.date, t.add.dateRequired),
});

export const correctEntryFormSchema = correctStaffRegisterEntryBody.safeExtend({
  date: chosen(correctStaffRegisterEntryBody.shape.date.unwrap(), t.correct.dateRequired).optional(),
});
