import { z } from 'zod';
import { CUSTOM_ACTION_TYPES, ONLINE_PAYMENT_PROVIDERS } from '../enums';
import { idSchema, merchantField } from './ids';

export const customActionSchema = z.object({
  id: z.string(),
  actionType: z.enum(CUSTOM_ACTION_TYPES),
  categoryIds: z.array(z.string()),
  openName: z.string(),
  closeName: z.string(),
  closedMessage: z.string(),
  openConfirmMessage: z.string(),
  closeConfirmMessage: z.string(),
});

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  vatNumber: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  headerImageFile: z.string().nullable(),
  googleMapsIframeUrl: z.string(),
  onlinePaymentProvider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  earliestPickupTime: z.number().int(),
  status: z.string(),
  customActions: z.array(customActionSchema),
});
export type Location = z.infer<typeof locationSchema>;

export const listLocationsQuery = z.object({ merchant: merchantField });
export const getLocationQuery = z.object({ locationId: idSchema, merchant: merchantField });
