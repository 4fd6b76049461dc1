import type { MessagePattern } from './types';

/** Employees, one's own password and language, and the staff register (personalliste). */
export const STAFF_EXACT: Record<string, string> = {
  // packages/shared/src/schemas/staff.ts
  'Pin-koden må være 4 siffer': 'The PIN code must be 4 digits',
  'Pin-koden er allerede i bruk': 'The PIN code is already in use',
  'Brukernavnet er opptatt': 'The username is taken',
  'Passordene er ikke like': 'The passwords do not match',
  'Koden kan bare ha bokstaver, sifre og bindestrek': 'The code may only have letters, digits and hyphens',
  'Timekostnaden må være et beløp fra 0 til 100 000 kr': 'The hourly cost must be an amount from 0 to 100 000 kr',
  'Passord må fylles ut': 'Password is required',
  'Fornavn må fylles ut': 'First name is required',
  'Fornavnet kan ha høyst 100 tegn': 'The first name may have at most 100 characters',
  'Etternavn må fylles ut': 'Last name is required',
  'Etternavnet kan ha høyst 100 tegn': 'The last name may have at most 100 characters',
  'Velg rolle (Manager eller Admin)': 'Choose a role (Manager or Admin)',
  'Brukernavn må fylles ut': 'Username is required',
  'Brukernavnet kan ha høyst 100 tegn': 'The username may have at most 100 characters',
  'Brukernavnet kan ikke inneholde mellomrom': 'The username cannot contain spaces',
  'E-postadressen kan ha høyst 200 tegn': 'The email address may have at most 200 characters',
  'Telefonnummeret kan ha høyst 30 tegn': 'The phone number may have at most 30 characters',
  'Velg fødselsnummer eller kode': 'Choose national identity number or code',
  'Koden kan ha høyst 20 tegn': 'The code may have at most 20 characters',
  'Koden må fylles ut': 'The code is required',
  'Nåværende passord må fylles ut': 'Current password is required',
  'Feil nåværende passord': 'Wrong current password',
  'Velg språk: nb (norsk) eller en (engelsk)': 'Choose a language: nb (Norwegian) or en (English)',
  // packages/shared/src/national-identity-number.ts
  'Fødselsnummer eller D-nummer må fylles ut': 'National identity number or D number is required',
  'Fødselsnummeret må ha 11 sifre': 'The national identity number must have 11 digits',
  'Fødselsnummeret er ikke gyldig (datoen stemmer ikke)': 'The national identity number is not valid (the date is wrong)',
  'Fødselsnummeret er ikke gyldig (kontrollsifrene stemmer ikke)': 'The national identity number is not valid (the check digits are wrong)',
  // apps/server/src/modules/staff/service.ts
  'Fant ikke den ansatte.': 'Could not find the employee.',
  'Ditt eget passord endrer du med «Endre passord» på Min profil, med det nåværende passordet.':
    'You change your own password with ‘Change password’ on My profile, using the current password.',
  'Passordet til en Admin settes bare av en superadministrator, og en Managers bare av en Admin eller en superadministrator.':
    'An Admin’s password is set only by a super administrator, and a Manager’s only by an Admin or a super administrator.',
  'Bare en superadministrator kan gi, endre eller fjerne rollen Admin, eller endre en Admin.':
    'Only a super administrator can give, change or remove the Admin role, or change an Admin.',
  'Bare en Admin eller en superadministrator kan se hele fødselsnummeret.':
    'Only an Admin or a super administrator can see the whole national identity number.',
  'Den ansatte har ikke registrert fødselsnummer.': 'The employee has no national identity number recorded.',
  'Du kan ikke deaktivere deg selv.': 'You cannot deactivate yourself.',
  'Du kan ikke slette deg selv.': 'You cannot delete yourself.',
  // packages/shared/src/schemas/staff-register.ts
  'Fant ingen ansatt med denne pin-koden.': 'No employee has this PIN code.',
  'Du er allerede stemplet inn.': 'You are already clocked in.',
  'Du er ikke stemplet inn.': 'You are not clocked in.',
  'For mange feil pin-koder fra denne terminalen. Vent litt og prøv igjen.':
    'Too many wrong PIN codes from this terminal. Wait a little and try again.',
  'Referansen er allerede brukt for en annen stempling fra denne terminalen.':
    'The reference is already used for another clocking from this terminal.',
  'Ansatte stempler inn og ut på en kasse eller kiosk, ikke i nettbutikken.':
    'Employees clock in and out at a till or kiosk, not in the webshop.',
  'Velg IN eller OUT': 'Choose IN or OUT',
  'Referansen må fylles ut': 'The reference is required',
  'Referansen kan ha høyst 100 tegn': 'The reference may have at most 100 characters',
  'Skriv hvorfor': 'Write why',
  'Begrunnelsen kan ha høyst 500 tegn': 'The reason may have at most 500 characters',
  'Velg inn eller ut': 'Choose in or out',
  'Oppgi dato og klokkeslett': 'Give the date and time',
  'Fant ikke registreringen.': 'Could not find the entry.',
  'Tidspunktet kan ikke være fram i tid.': 'The time cannot be in the future.',
};

export const STAFF_PATTERNS: MessagePattern[] = [
  [/^Passordet må ha minst (\d+) tegn$/, ([min]) => `The password must have at least ${min} characters`],
  [/^Passordet kan ha høyst (\d+) tegn$/, ([max]) => `The password may have at most ${max} characters`],
  [
    /^(.+)\. Forslag: (.+)$/s,
    ([message, suggestion], lookUp) => {
      const english = lookUp(message!);
      return english && `${english}. Suggestion: ${suggestion}`;
    },
  ],
  [/^Velg en periode på høyst (\d+) dager$/, ([days]) => `Choose a period of at most ${days} days`],
  // The command line (create-user, reset-password).
  [/^Brukernavnet «(.+)» er allerede i bruk\.$/s, ([username]) => `The username ‘${username}’ is already in use.`],
  [/^Fant ingen bruker «(.+)»\.$/s, ([username]) => `No user ‘${username}’ was found.`],
];
