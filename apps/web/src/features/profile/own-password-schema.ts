import { z } from 'zod';
import { changeOwnPasswordBody } from '@bakrom/shared/schemas/staff';

type Values = { newPassword?: unknown; repeat?: unknown };

/**
 * The whole own-password form in one schema: the body's fields and the new password repeated, checked at
 * once (the repeat also while another field fails, by `when`), so that the first press names every error.
 * What it hands on is the body without the repeat.
 */
export function ownPasswordFormSchema(passwordsDiffer: string) {
  return changeOwnPasswordBody
    .extend({ repeat: z.string() })
    .refine((values) => values.repeat === values.newPassword, {
      path: ['repeat'],
      message: passwordsDiffer,
      when: ({ value }) => typeof (value as Values).newPassword === 'string' && typeof (value as Values).repeat === 'string',
    })
    .transform(({ repeat: _repeat, ...body }) => body);
}
