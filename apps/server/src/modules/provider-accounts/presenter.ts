import type { DinteroAccount, StoredSecret, SwedbankPayAccount } from '@bakrom/shared/schemas/provider-accounts';
import type { dinteroAccounts, swedbankPayAccounts } from '../../db/schema/index';

type SwedbankPayAccountRow = typeof swedbankPayAccounts.$inferSelect;
type DinteroAccountRow = typeof dinteroAccounts.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A secret as the form shows it: that one is stored, and its last four characters (none for a secret that short). */
export function presentSecret(plain: string | null): StoredSecret {
  if (plain === null) return { set: true, lastFour: null };
  return { set: plain.length > 0, lastFour: plain.length > 4 ? plain.slice(-4) : null };
}

export function presentSwedbankPayAccount(row: SwedbankPayAccountRow, accessToken: StoredSecret): SwedbankPayAccount {
  return {
    id: row.locationId,
    merchant: row.merchantId,
    locationId: row.locationId,
    swedbankPayBaseApiUrl: row.baseApiUrl,
    payeeId: row.payeeId,
    payeeName: row.payeeName,
    hostUrl: row.hostUrl,
    cancelUrl: row.cancelUrl,
    completeUrl: row.completeUrl,
    themePrimaryColor: row.themePrimaryColor,
    accessToken,
    updatedDateTime: iso(row.updatedAt),
  };
}

export function presentDinteroAccount(row: DinteroAccountRow, clientSecret: StoredSecret): DinteroAccount {
  return {
    id: row.locationId,
    merchant: row.merchantId,
    locationId: row.locationId,
    accountId: row.accountId,
    checkoutProfileId: row.checkoutProfileId,
    defaultPaymentType: row.defaultPaymentType,
    themePrimaryColor: row.themePrimaryColor,
    clientId: row.clientId,
    clientSecret,
    updatedDateTime: iso(row.updatedAt),
  };
}
