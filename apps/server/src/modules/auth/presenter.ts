import type { StoredUser } from '@bakrom/shared/schemas/auth';
import type { Language, UserRole } from '@bakrom/shared/enums';
import type { Location } from '@bakrom/shared/schemas/location';
import type { MerchantContext } from '../merchants/service';
import type { UserRow } from './repository';

/** The user as the web app stores it after a login: who, for which merchant, its locations and settings, and the token. */
export function presentStoredUser(user: UserRow, merchant: MerchantContext, locations: Location[], authToken: string): StoredUser {
  return {
    userId: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    userRole: user.userRole as UserRole,
    language: user.language as Language,
    isSuperAdmin: user.userRole === 'SUPER_ADMIN',
    authToken,
    merchant: merchant.id,
    merchantName: merchant.name,
    locations,
    merchantSetting: merchant.setting,
  };
}
