import { z } from 'zod';
import { LANGUAGES, USER_ROLES } from '../enums';
import { merchantSettingSchema } from '../merchant-settings';
import { locationSchema } from './location';
import { text } from './text';

export const LOGIN_USERNAME_MAX = 100;
export const LOGIN_PASSWORD_MAX = 200;

export const loginRequestSchema = z.object({
  username: text().max(LOGIN_USERNAME_MAX),
  password: text().max(LOGIN_PASSWORD_MAX),
  merchant: text().max(100).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The user kept in the browser under the key 'user' (spec part 1 §3 User). Never a password hash. */
export const storedUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  userRole: z.enum(USER_ROLES),
  /** The user's language (issue 34); the login always answers it, a user stored before it lacks it (Norwegian). */
  language: z.enum(LANGUAGES).optional(),
  isSuperAdmin: z.boolean(),
  authToken: z.string(),
  merchant: z.string(),
  merchantName: z.string(),
  locations: z.array(locationSchema),
  merchantSetting: merchantSettingSchema,
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const loginResponseSchema = z.object({
  result: z.enum(['SUCCEEDED', 'FAILED']),
  /** JSON text of a StoredUser, present on success only. */
  user: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = z.object({ result: z.literal('SUCCEEDED') });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** Username rule of the normal login: trimmed and lower-cased; super-admin login keeps it as typed. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}
