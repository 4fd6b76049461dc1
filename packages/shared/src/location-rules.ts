/**
 * The texts and pure rules of the location form and the card-provider account forms (spec part 2 §2.18,
 * §2.19, §5), without zod: the web app's text catalogue reads them at start, before zod is configured.
 */

/** The one postal-code rule of the company and the location forms, one message per way it fails. */
export const POSTAL_CODE_MESSAGES = {
  required: 'Postnummer må fylles ut',
  format: 'Postnummeret må ha fire sifre',
  none: (value: string) => `Postnummeret ${value} finnes ikke`,
} as const;

export const LOCATION_MESSAGES = {
  nameRequired: 'Navn må fylles ut',
  shortNameRequired: 'Kortnavn må fylles ut',
  streetRequired: 'Gateadresse må fylles ut',
  zipCodeInvalid: POSTAL_CODE_MESSAGES.format,
  cityRequired: 'Poststed må fylles ut',
  phoneRequired: 'Telefon må fylles ut',
  phoneInvalid: 'Telefonnummeret kan bare ha siffer, mellomrom og + foran',
  emailRequired: 'E-post må fylles ut',
  emailInvalid: 'Ugyldig epost',
  mapsUrlInvalid: 'Kart-adressen må være en https-adresse (src fra Google Maps sin iframe)',
  hasHistory:
    'Utsalgsstedet har ordrer eller Z-rapporter og kan ikke slettes, fordi regnskapsopplysninger skal oppbevares i flere år. Deaktiver det i stedet: det skjules fra alle valg, og historikken beholdes.',
} as const;

export const PROVIDER_ACCOUNT_MESSAGES = {
  swedbankPaySaved: 'SwedbankPay eCom kontoinnstillingene er oppdatert',
  dinteroSaved: 'Dintero kontoinnstillingene er oppdatert',
  secretRequired: 'Må fylles ut: det er ikke lagret noen ennå',
  urlInvalid: 'Må være en https-adresse',
  colorInvalid: 'Fargen må skrives som #RRGGBB, f.eks. #1E6B52',
  accountIdInvalid: 'Konto-ID er T (test) eller P (produksjon) fulgt av åtte siffer, f.eks. T11223344',
  baseUrlNotAllowed: 'Basis-API-URL må være Swedbank Pays test- eller produksjonsadresse',
} as const;

/** Empty, or an https address (the `src` of the embed code Google Maps gives). */
export function isMapsUrl(value: string): boolean {
  if (value === '') return true;
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
