import {
  LOCATION_MESSAGES,
  type CreateLocationBody,
  type EditLocationBody,
  type LocationStatus,
} from '@bakrom/shared/schemas/locations-admin';
import type { Location } from '@bakrom/shared/schemas/location';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { conflict } from '../../http/errors';
import { auditChanges } from '../../lib/audit-changes';
import { locationNotFound } from './own-location';
import { recordAudit } from '../system/audit-service';
import * as repository from './location-admin-repository';
import { findLocation } from './repository';

/**
 * Locations as a super admin keeps them (spec part 2 §2.18): create (with the location's WEBSHOP
 * terminal), edit, delete — refused with 409 for a location with orders or Z-reports, which is
 * deactivated instead (status INACTIVE: hidden from every list and picker, history kept) and can be
 * activated again. Every change is one transaction with its audit record.
 */

function columnsOf(body: CreateLocationBody | EditLocationBody): repository.LocationColumns {
  return {
    name: body.name,
    shortName: body.shortName,
    headerImageFile: body.headerImageFile,
    googleMapsIframeUrl: body.googleMapsIframeUrl,
    vatNumber: body.vatNumber,
    street: body.street,
    zipCode: body.zipCode,
    city: body.city,
    phone: body.phone,
    email: body.email,
  };
}

/** The audited fields of a row, by their wire names. */
function audited(row: repository.LocationRow): Record<string, unknown> {
  return {
    name: row.name,
    shortName: row.shortName,
    headerImageFile: row.headerImageFile,
    googleMapsIframeUrl: row.googleMapsIframeUrl,
    vatNumber: row.vatNumber,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    status: row.status,
  };
}

async function saved(db: Db, merchantId: string, locationId: string): Promise<Location> {
  const location = await findLocation(db, merchantId, locationId);
  if (!location) throw locationNotFound();
  return location;
}

export async function createLocation(db: Db, session: SessionContext, body: CreateLocationBody): Promise<Location> {
  const { merchantId } = session;
  const id = await db.transaction(async (tx) => {
    const row = await repository.insertLocation(tx, merchantId, columnsOf(body));
    await repository.insertWebshopTerminal(tx, merchantId, row.id);
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'location.create',
      entityType: 'location',
      entityId: row.id,
      details: { changes: auditChanges(null, audited(row)) },
    });
    return row.id;
  });
  return saved(db, merchantId, id);
}

export async function editLocation(db: Db, session: SessionContext, body: EditLocationBody): Promise<Location> {
  const { merchantId } = session;
  await db.transaction(async (tx) => {
    const before = await repository.findLocationRow(tx, merchantId, body.locationId, { lock: true });
    if (!before) throw locationNotFound();
    const after = await repository.updateLocation(tx, merchantId, body.locationId, columnsOf(body));
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'location.edit',
      entityType: 'location',
      entityId: body.locationId,
      details: { changes: auditChanges(audited(before), audited(after!)) },
    });
  });
  return saved(db, merchantId, body.locationId);
}

/** Deletes a location without history; 409 (with the advice to deactivate) for one with orders or Z-reports. */
export async function deleteLocation(db: Db, session: SessionContext, locationId: string): Promise<void> {
  const { merchantId } = session;
  await db.transaction(async (tx) => {
    const before = await repository.findLocationRow(tx, merchantId, locationId, { lock: true });
    if (!before) throw locationNotFound();
    if (await repository.locationHasHistory(tx, locationId)) throw conflict(LOCATION_MESSAGES.hasHistory);
    await repository.deleteLocation(tx, merchantId, locationId);
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'location.delete',
      entityType: 'location',
      entityId: locationId,
      details: { changes: auditChanges(audited(before), {}), deleted: audited(before) },
    });
  });
}

/** INACTIVE deactivates a location (hidden from pickers, history kept); ACTIVE activates it again. */
export async function setLocationStatus(db: Db, session: SessionContext, locationId: string, status: LocationStatus): Promise<Location> {
  const { merchantId } = session;
  await db.transaction(async (tx) => {
    const before = await repository.findLocationRow(tx, merchantId, locationId, { lock: true });
    if (!before) throw locationNotFound();
    if (before.status === status) return;
    const after = await repository.updateLocation(tx, merchantId, locationId, { status });
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: status === 'INACTIVE' ? 'location.deactivate' : 'location.activate',
      entityType: 'location',
      entityId: locationId,
      details: { changes: auditChanges(audited(before), audited(after!)) },
    });
  });
  return saved(db, merchantId, locationId);
}
