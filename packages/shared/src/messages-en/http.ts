import type { MessagePattern } from './types';

/** The server's own answers: the request, access, the database's refusals, the feature guards, uploads, printing. */
export const HTTP_EXACT: Record<string, string> = {
  // apps/server/src/http/messages.nb.ts
  'Forespørselen kunne ikke behandles.': 'The request could not be handled.',
  'Innholdet i forespørselen kunne ikke leses.': 'The content of the request could not be read.',
  'Forespørselen mangler innhold.': 'The request has no content.',
  'Forespørselen kom ikke fram i sin helhet. Prøv igjen.': 'The request did not arrive in full. Try again.',
  'Forespørselen er for stor.': 'The request is too large.',
  'Innholdstypen støttes ikke.': 'The content type is not supported.',
  'Adressen er ugyldig.': 'The address is not valid.',
  'Adressen er for lang.': 'The address is too long.',
  'Forespørselens hoder er for store.': 'The request’s headers are too large.',
  'Forespørselen har ugyldige verdier.': 'The request has values that are not valid.',
  'Skjemaet må sendes som multipart/form-data.': 'The form must be sent as multipart/form-data.',
  'Skjemaet kunne ikke leses.': 'The form could not be read.',
  'Skjemaet har for mange deler.': 'The form has too many parts.',
  'Filen er for stor.': 'The file is too large.',
  'Du må logge inn.': 'You must log in.',
  'Terminalnøkkelen mangler, er ukjent eller er trukket tilbake.': 'The terminal key is missing, unknown or revoked.',
  'Du har ikke tilgang til dette.': 'You do not have access to this.',
  'Fant ikke det du ba om.': 'Could not find what you asked for.',
  'Dette kan ikke gjøres her.': 'This cannot be done here.',
  'Forespørselen tok for lang tid. Prøv igjen.': 'The request took too long. Try again.',
  'For mange forsøk. Vent litt og prøv igjen.': 'Too many attempts. Wait a little and try again.',
  'Det skjedde en feil på serveren.': 'Something went wrong on the server.',
  'Dette finnes allerede.': 'This already exists.',
  'Fant ikke det du viste til. Det kan være slettet.': 'Could not find what you referred to. It may have been deleted.',
  'Dette er i bruk og kan ikke slettes eller endres.': 'This is in use and cannot be deleted or changed.',
  'Salgshistorikk, signerte salg og Z-rapporter kan ikke endres eller slettes.':
    'Sales history, signed sales and Z reports cannot be changed or deleted.',
  'En av verdiene er ikke tillatt.': 'One of the values is not allowed.',
  'Et påkrevd felt mangler.': 'A required field is missing.',
  'En av verdiene har feil format.': 'One of the values has the wrong format.',
  'Et tall er for stort.': 'A number is too large.',
  'En tekst er for lang.': 'A text is too long.',
  'Teksten inneholder ugyldige tegn.': 'The text contains characters that are not allowed.',
  'Noen andre endret det samme samtidig. Prøv igjen.': 'Someone else changed the same thing at the same time. Try again.',
  'Det finnes allerede et bord med dette navnet i denne avdelingen.': 'There is already a table with this name at this location.',
  'Produktet er allerede merket som utsolgt i denne avdelingen.': 'The product is already marked as sold out at this location.',
  'Avdelingen er allerede stengt disse dagene.': 'The location is already closed on these days.',
  'Brukernavnet er allerede i bruk.': 'The username is already in use.',
  'PIN-koden er allerede i bruk.': 'The PIN code is already in use.',
  'Z-rapporten er allerede tatt.': 'The Z report has already been taken.',
  'Refusjonen er allerede registrert.': 'The refund is already recorded.',
  // apps/server/src/http/access.ts
  'Du har bare tilgang til bedriften du er logget inn for.': 'You only have access to the business you are logged in for.',
  'Kun for superadministratorer.': 'For super administrators only.',
  // The feature guards: a screen the merchant does not have.
  'Ansatte er ikke slått på for denne bedriften.': 'Employees are not switched on for this business.',
  'Bord er ikke slått på for denne bedriften.': 'Tables are not switched on for this business.',
  'Rabatter er ikke slått på for denne bedriften.': 'Discounts are not switched on for this business.',
  'Bonusprogram er ikke slått på for denne bedriften.': 'Reward programmes are not switched on for this business.',
  'Levering er ikke slått på for denne bedriften.': 'Delivery is not switched on for this business.',
  'Personallisten er ikke slått på for denne bedriften.': 'The staff register is not switched on for this business.',
  'Merverdiavgift vises ikke for bedrifter med bare nettside.': 'VAT is not shown for businesses with a website only.',
  // Login, the live events, metrics.
  'For mange innloggingsforsøk. Vent noen minutter og prøv igjen.': 'Too many login attempts. Wait a few minutes and try again.',
  'Hendelsesstrømmen sendes bare som text/event-stream (Accept: text/event-stream).':
    'The event stream is only sent as text/event-stream (Accept: text/event-stream).',
  'Metrikkene krever «Authorization: Bearer <METRICS_TOKEN>».': 'The metrics require ‘Authorization: Bearer <METRICS_TOKEN>’.',
  // Images.
  'Serveren behandler mange bilder akkurat nå. Prøv igjen om litt.': 'The server is processing many images right now. Try again shortly.',
  'Filen er ikke et bilde. Last opp et bilde i JPEG, PNG, WebP eller GIF.':
    'The file is not an image. Upload a JPEG, PNG, WebP or GIF image.',
  'Filen må være et JPEG-, PNG-, WebP- eller GIF-bilde': 'The file must be a JPEG, PNG, WebP or GIF image',
  'Bildet kunne ikke leses. Det kan være skadet.': 'The image could not be read. It may be damaged.',
  'Bildet kunne ikke leses': 'The image could not be read',
  'Bildet må sendes som multipart/form-data.': 'The image must be sent as multipart/form-data.',
  'Fant ikke bildet.': 'Could not find the image.',
  'Velg et bilde å laste opp.': 'Choose an image to upload.',
  'Mangler bildefil': 'Image file missing',
  // Printing.
  'Fant ikke kassen.': 'Could not find the till.',
  'Ingen utskriftsjobb venter.': 'No print job is waiting.',
};

export const HTTP_PATTERNS: MessagePattern[] = [
  [/^Ukjent adresse: (.+)$/s, ([address]) => `Unknown address: ${address}`],
  [
    /^Bildet er for stort: det kan ha høyst (\d+) megapiksler \(for eksempel 5000 × 5000 piksler\)\. Dette har (\d+) × (\d+)\.$/,
    ([limit, width, height]) =>
      `The image is too large: it may have at most ${limit} megapixels (for example 5000 × 5000 pixels). This one has ${width} × ${height}.`,
  ],
  [/^Høyst (\d+) megapiksler$/, ([limit]) => `At most ${limit} megapixels`],
  [
    /^Filen er for stor\. Et bilde kan være på høyst ([\d,.]+) MB\.$/,
    ([size]) => `The file is too large. An image may be at most ${size} MB.`,
  ],
  [/^Høyst ([\d,.]+) MB$/, ([size]) => `At most ${size} MB`],
  [/^Utskriftsjobben finnes ikke som (.+)\.$/, ([type]) => `The print job does not exist as ${type}.`],
  [/^Merchanten «(.+)» finnes allerede\.$/, ([id]) => `The merchant ‘${id}’ already exists.`],
  [/^Fant ingen merchant «(.+)»\.$/, ([id]) => `No merchant ‘${id}’ was found.`],
];
