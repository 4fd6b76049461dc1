import {
  PROVIDER_ACCOUNT_MESSAGES,
  type DinteroAccountResponse,
  type EditDinteroAccountBody,
  type EditSwedbankPayAccountBody,
  type SwedbankPayAccountResponse,
} from '@bakrom/shared/schemas/provider-accounts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { validationFailed } from '../../http/errors';
import { auditChanges } from '../../lib/audit-changes';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { assertOwnLocation } from '../locations/own-location';
import { dinteroTokenKey } from '../payments/index';
import { recordAudit } from '../system/audit-service';
import { dropCacheEntry } from '../system/service';
import { presentDinteroAccount, presentSecret, presentSwedbankPayAccount } from './presenter';
import * as repository from './repository';

/**
 * The card-provider accounts of a location (super admin, spec part 2 §2.19). The secret is encrypted
 * with the server's key (`lib/secrets.ts`, the same the payment adapters decrypt with), answered only
 * as "set, ending in …", and kept when an edit leaves it empty. Saving an account makes its provider the
 * location's online payment provider; saving a Dintero account drops its cached access token, so the
 * next refund asks Dintero with the new credentials. Each save is one transaction with its audit record
 * (secrets masked to their last four characters).
 */

export interface ProviderAccountOptions {
  secretKey: Buffer;
  /** The Swedbank Pay API addresses an account may name (SWEDBANK_PAY_API_URLS), as the refunds allow them. */
  swedbankPayBaseUrls: readonly string[];
}

/** The stored secret in plain text, or null when it cannot be read (another key). Never leaves the server. */
function readSecret(encrypted: string, key: Buffer): string | null {
  try {
    return decryptSecret(encrypted, key);
  } catch {
    return null;
  }
}

/**
 * What the audit compares: an account as presented without its ids and save time, and its secret in
 * plain under its own name (auditChanges masks it).
 */
function audited<Account extends { id: unknown; merchant: unknown; locationId: unknown; updatedDateTime: unknown }>(
  presented: Account | null,
  secret: Record<string, string | null>,
) {
  if (!presented) return null;
  const { id: _id, merchant: _merchant, locationId: _location, updatedDateTime: _saved, ...fields } = presented;
  return { ...fields, ...secret };
}

// ---- Swedbank Pay ------------------------------------------------------------------------------

export async function getSwedbankPayAccount(
  db: Db,
  options: ProviderAccountOptions,
  merchantId: string,
  locationId: string,
): Promise<SwedbankPayAccountResponse> {
  await assertOwnLocation(db, merchantId, locationId);
  const row = await repository.findSwedbankPayAccount(db, merchantId, locationId);
  if (!row) return { account: null };
  return { account: presentSwedbankPayAccount(row, presentSecret(readSecret(row.accessTokenEncrypted, options.secretKey))) };
}

export async function editSwedbankPayAccount(
  db: Db,
  options: ProviderAccountOptions,
  session: SessionContext,
  body: EditSwedbankPayAccountBody,
): Promise<SwedbankPayAccountResponse> {
  const { merchantId } = session;
  const allowed = options.swedbankPayBaseUrls.map((url) => url.replace(/\/+$/, ''));
  return db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, body.locationId, { lock: true });
    const before = await repository.findSwedbankPayAccount(tx, merchantId, body.locationId, { lock: true });
    const fields: Record<string, string> = {};
    if (!allowed.includes(body.swedbankPayBaseApiUrl)) fields.swedbankPayBaseApiUrl = PROVIDER_ACCOUNT_MESSAGES.baseUrlNotAllowed;
    if (!body.accessToken && !before) fields.accessToken = PROVIDER_ACCOUNT_MESSAGES.secretRequired;
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    const previousToken = before ? readSecret(before.accessTokenEncrypted, options.secretKey) : null;
    const accessToken = body.accessToken || previousToken;
    const after = await repository.upsertSwedbankPayAccount(tx, {
      locationId: body.locationId,
      merchantId,
      baseApiUrl: body.swedbankPayBaseApiUrl,
      payeeId: body.payeeId,
      payeeName: body.payeeName,
      hostUrl: body.hostUrl,
      cancelUrl: body.cancelUrl,
      completeUrl: body.completeUrl,
      themePrimaryColor: body.themePrimaryColor,
      accessTokenEncrypted: body.accessToken ? encryptSecret(body.accessToken, options.secretKey) : before!.accessTokenEncrypted,
    });
    await repository.setOnlinePaymentProvider(tx, merchantId, body.locationId, 'SWEDBANK_PAY');
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'swedbankPayAccount.edit',
      entityType: 'swedbankPayAccount',
      entityId: body.locationId,
      details: {
        changes: auditChanges(
          audited(before ? presentSwedbankPayAccount(before, presentSecret(null)) : null, { accessToken: previousToken }),
          audited(presentSwedbankPayAccount(after, presentSecret(null)), { accessToken })!,
          ['accessToken'],
        ),
        onlinePaymentProvider: 'SWEDBANK_PAY',
      },
    });
    return { account: presentSwedbankPayAccount(after, presentSecret(accessToken)) };
  });
}

// ---- Dintero -----------------------------------------------------------------------------------

export async function getDinteroAccount(
  db: Db,
  options: ProviderAccountOptions,
  merchantId: string,
  locationId: string,
): Promise<DinteroAccountResponse> {
  await assertOwnLocation(db, merchantId, locationId);
  const row = await repository.findDinteroAccount(db, merchantId, locationId);
  if (!row) return { account: null };
  return { account: presentDinteroAccount(row, presentSecret(readSecret(row.clientSecretEncrypted, options.secretKey))) };
}

export async function editDinteroAccount(
  db: Db,
  options: ProviderAccountOptions,
  session: SessionContext,
  body: EditDinteroAccountBody,
): Promise<DinteroAccountResponse> {
  const { merchantId } = session;
  return db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, body.locationId, { lock: true });
    const before = await repository.findDinteroAccount(tx, merchantId, body.locationId, { lock: true });
    if (!body.clientSecret && !before) throw validationFailed({ clientSecret: PROVIDER_ACCOUNT_MESSAGES.secretRequired });

    const previousSecret = before ? readSecret(before.clientSecretEncrypted, options.secretKey) : null;
    const clientSecret = body.clientSecret || previousSecret;
    const after = await repository.upsertDinteroAccount(tx, {
      locationId: body.locationId,
      merchantId,
      accountId: body.accountId,
      checkoutProfileId: body.checkoutProfileId,
      defaultPaymentType: body.defaultPaymentType,
      themePrimaryColor: body.themePrimaryColor,
      clientId: body.clientId,
      clientSecretEncrypted: body.clientSecret ? encryptSecret(body.clientSecret, options.secretKey) : before!.clientSecretEncrypted,
    });
    await repository.setOnlinePaymentProvider(tx, merchantId, body.locationId, 'DINTERO');
    // The token cached for the old credentials would keep working until it expires: drop it (and the new account's).
    const keys = new Set([dinteroTokenKey({ merchantId, accountId: body.accountId })]);
    if (before) keys.add(dinteroTokenKey({ merchantId, accountId: before.accountId }));
    for (const key of keys) await dropCacheEntry(tx, key);
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'dinteroAccount.edit',
      entityType: 'dinteroAccount',
      entityId: body.locationId,
      details: {
        changes: auditChanges(
          audited(before ? presentDinteroAccount(before, presentSecret(null)) : null, { clientSecret: previousSecret }),
          audited(presentDinteroAccount(after, presentSecret(null)), { clientSecret })!,
          ['clientSecret'],
        ),
        onlinePaymentProvider: 'DINTERO',
      },
    });
    return { account: presentDinteroAccount(after, presentSecret(clientSecret)) };
  });
}
