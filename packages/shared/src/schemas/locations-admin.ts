import { z } from 'zod';
import { ORGANISATION_NUMBER_MESSAGES, normaliseOrganisationNumber, organisationNumberProblem } from '../organisation-number';
import { isLooseEmail } from '../staff-rules';
import { LOCATION_MESSAGES, isMapsUrl } from '../location-rules';
import { idSchema, merchantField } from './ids';
import { locationSchema } from './location';
import { zipCodeInput } from './settings-company';
import { text } from './text';

/**
 * Locations (avdelinger / utsalgssteder) as a super admin creates, edits, deletes and deactivates them
 * (/locations, /locationCreate, /locationEdit; spec part 2 §2.18, §3 Location, §5, §7 Locations).
 * A location with orders or Z-reports is never deleted (accounting records are kept for years); it is
 * deactivated instead (status INACTIVE): hidden from every picker, its history kept.
 */

export { LOCATION_MESSAGES, isMapsUrl };

export const LOCATION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

const required = (message: string, max: number) =>
  text({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Høyst ${max} tegn` });

/** A Norwegian organisation number (nine digits, MOD11), spaces allowed as typed and stored without them. */
export const vatNumberField = text({ message: ORGANISATION_NUMBER_MESSAGES.required })
  .max(20, { message: ORGANISATION_NUMBER_MESSAGES.format })
  .transform(normaliseOrganisationNumber)
  .superRefine((value, context) => {
    const problem = organisationNumberProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const locationFields = {
  merchant: merchantField,
  type: z.literal('location').optional(),
  name: required(LOCATION_MESSAGES.nameRequired, 100),
  shortName: required(LOCATION_MESSAGES.shortNameRequired, 40),
  /** The header image as the upload answered it; empty or absent for none. */
  headerImageFile: text()
    .trim()
    .max(500, { message: 'Høyst 500 tegn' })
    .nullish()
    .transform((value) => (value ? value : null)),
  googleMapsIframeUrl: text()
    .trim()
    .max(2000, { message: 'Høyst 2000 tegn' })
    .refine(isMapsUrl, { message: LOCATION_MESSAGES.mapsUrlInvalid })
    .default(''),
  vatNumber: vatNumberField,
  street: required(LOCATION_MESSAGES.streetRequired, 200),
  zipCode: zipCodeInput,
  city: required(LOCATION_MESSAGES.cityRequired, 100),
  phone: required(LOCATION_MESSAGES.phoneRequired, 30).refine((value) => /^\+?[\d ]*\d[\d ]*$/.test(value), {
    message: LOCATION_MESSAGES.phoneInvalid,
  }),
  email: required(LOCATION_MESSAGES.emailRequired, 200).refine(isLooseEmail, { message: LOCATION_MESSAGES.emailInvalid }),
};

/** POST /api/superadmin/location/createLocation: the location; answers it (with its WEBSHOP terminal made). */
export const createLocationBody = z.object(locationFields);
export type CreateLocationBody = z.output<typeof createLocationBody>;

/** POST /api/superadmin/location/editLocation: the whole location again, named by `locationId`. */
export const editLocationBody = z.object({ ...locationFields, locationId: idSchema });
export type EditLocationBody = z.output<typeof editLocationBody>;

/** POST /api/superadmin/location/deleteLocation: answers the text SUCCEEDED; 409 for a location with history. */
export const deleteLocationBody = z.object({ merchant: merchantField, locationId: idSchema });
export type DeleteLocationBody = z.output<typeof deleteLocationBody>;

/** POST /api/superadmin/location/setLocationStatus: INACTIVE deactivates (hidden from pickers), ACTIVE brings it back. */
export const setLocationStatusBody = z.object({
  merchant: merchantField,
  locationId: idSchema,
  status: z.enum(LOCATION_STATUSES, { message: 'Status må være ACTIVE eller INACTIVE' }),
});
export type SetLocationStatusBody = z.output<typeof setLocationStatusBody>;

export const locationAnswer = locationSchema;

/** GET /api/location/listAllLocations: every location of the merchant, deactivated ones too (the /locations table). */
export const listAllLocationsQuery = z.object({ merchant: merchantField });
export const listAllLocationsResponse = z.array(locationSchema);
