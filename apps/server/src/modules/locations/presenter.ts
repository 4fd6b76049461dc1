import type { Location } from '@bakrom/shared/schemas/location';
import type { OnlinePaymentProvider } from '@bakrom/shared/enums';
import type { locations } from '../../db/schema/index';

export interface CustomActionRow {
  id: string;
  locationId: string;
  actionType: 'CLOSE_OPEN_DISHES';
  openName: string;
  closeName: string;
  closedMessage: string;
  openConfirmMessage: string;
  closeConfirmMessage: string;
  categoryIds: string[];
}

export function presentLocation(row: typeof locations.$inferSelect, actions: CustomActionRow[]): Location {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    vatNumber: row.vatNumber,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    headerImageFile: row.headerImageFile,
    googleMapsIframeUrl: row.googleMapsIframeUrl,
    onlinePaymentProvider: row.onlinePaymentProvider as OnlinePaymentProvider,
    earliestPickupTime: row.earliestPickupTime,
    status: row.status,
    customActions: actions
      .filter((a) => a.locationId === row.id)
      .map(({ locationId: _locationId, ...action }) => action),
  };
}
