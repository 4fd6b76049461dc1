import type { StaffClockAction } from '@bakrom/shared/schemas/staff-register';

const ACTION_NAMES: Record<StaffClockAction, string> = { IN: 'Inn', OUT: 'Ut' };

/**
 * Texts of the staff register ('Personalliste', /staffRegister): who is at work, the day's shifts with their
 * corrections, adding a forgotten clocking and correcting a wrong one. Mounted in the catalogue as
 * `nb.staffRegister`. The employee form's register fields are under `nb.staff.form.register`.
 */
export const staffRegisterNb = {
  title: 'Personalliste',
  description: 'Hvem som er på jobb, og når de begynte og sluttet. Registreringer endres aldri: en korrigering lagres ved siden av.',
  location: 'Avdeling',
  date: 'Dato',
  print: 'Skriv ut personalliste',
  printBusy: 'Lager PDF …',
  printFailed: 'Kunne ikke lage personallisten som PDF. Prøv igjen.',
  loadFailed: 'Kunne ikke hente personallisten. Prøv igjen.',
  atWork: {
    title: 'På jobb nå',
    since: (time: string) => `Inn kl. ${time}`,
    empty: 'Ingen er stemplet inn nå.',
  },
  entries: {
    title: (date: string) => `Registreringer ${date}`,
    empty: 'Ingen registreringer denne dagen.',
    columns: {
      name: 'Navn',
      identity: 'Identitet',
      in: 'Inn',
      out: 'Ut',
      hours: 'Timer',
      recordedBy: 'Registrert av',
    },
    noIdentity: 'Ikke satt',
    notClockedOut: 'Ikke stemplet ut',
    notClockedIn: 'Ikke stemplet inn',
    struckOut: 'Strøket',
    recordedTime: 'Registrert',
    corrected: (name: string, at: string, reason: string) => `Korrigert av ${name} ${at}: ${reason}`,
    struckBy: (name: string, at: string, reason: string) => `Strøket av ${name} ${at}: ${reason}`,
    added: (name: string, reason: string) => `Lagt til av ${name}: ${reason}`,
    terminal: (name: string) => name || 'Terminal',
    total: 'Sum timer',
    correct: 'Korriger',
    correctLabel: (name: string, action: StaffClockAction) => `Korriger ${ACTION_NAMES[action].toLowerCase()} for ${name}`,
    otherDay: (time: string, date: string) => `${time} (${date})`,
  },
  actions: ACTION_NAMES,
  add: {
    button: 'Legg til registrering',
    title: 'Legg til registrering',
    employee: 'Ansatt',
    employeePlaceholder: 'Velg ansatt',
    inactive: (name: string) => `${name} (inaktiv)`,
    employeesFailed: 'Kunne ikke hente de ansatte.',
    action: 'Inn/Ut',
    date: 'Dato',
    time: 'Klokkeslett',
    timeHint: 'TT:MM, for eksempel 07:45',
    reason: 'Begrunnelse',
    reasonHint: 'Hvorfor registreringen legges til nå, for eksempel «Glemte å stemple inn».',
    submit: 'Legg til',
    failed: 'Kunne ikke legge til registreringen. Prøv igjen.',
    employeeRequired: 'Velg hvilken ansatt registreringen gjelder',
    dateRequired: 'Fyll ut dato',
  },
  correct: {
    title: (name: string, action: StaffClockAction) => `Korriger ${ACTION_NAMES[action].toLowerCase()} for ${name}`,
    current: (time: string) => `Gjeldende tidspunkt: ${time}`,
    date: 'Ny dato',
    time: 'Nytt klokkeslett',
    strikeOut: 'Stryk registreringen',
    strikeOutHint: 'Registreringen blir stående, men telles ikke med.',
    reason: 'Begrunnelse',
    reasonHint: 'Hvorfor registreringen korrigeres.',
    submit: 'Lagre korrigering',
    failed: 'Kunne ikke korrigere registreringen. Prøv igjen.',
    dateRequired: 'Fyll ut ny dato',
  },
  cancel: 'Avbryt',
};
