import { REFUND_INFO_MESSAGES } from '@bakrom/shared/refunds';
import { HttpError } from '../../http/errors';

export const REFUND_MESSAGES = {
  orderNotFound: 'Fant ikke ordren.',
  notPaid: 'Ordren er ikke betalt og kan ikke refunderes.',
  settled: REFUND_INFO_MESSAGES.SETTLED,
  pointsUsed: REFUND_INFO_MESSAGES.POINTS_USED,
  alreadyRefunded: 'Ordren er allerede refundert.',
  inProgress: 'En refusjon av ordren pågår allerede. Vent litt og prøv igjen.',
  keyReused: 'Denne refusjonen er allerede sendt med andre opplysninger. Start refusjonen på nytt.',
  notDintero: 'Ordren er ikke betalt med Dintero.',
  notSwedbankPay: 'Ordren er ikke betalt med Swedbank Pay.',
  notSoftpay: 'Ordren er ikke betalt med Softpay.',
  notCash: 'Kontantrefusjon gjelder bare ordrer som er betalt kontant.',
  noAccount: 'Avdelingen har ingen konto hos betalingsleverandøren. Kontakt support.',
  tooManyFailures: 'Refusjonen har feilet flere ganger. Kontakt support før du prøver igjen.',
  failed: 'Det skjedde en feil og refusjonen ble ikke fullført.',
  unconfirmed: 'Betalingsleverandøren har ikke bekreftet refusjonen ennå. Prøv igjen for å se om den er fullført.',
  refundedAfterCheck: 'Ordren er allerede refundert: betalingsleverandøren bekreftet den forrige refusjonen.',
  beingChecked: 'En tidligere refusjon av ordren sjekkes hos betalingsleverandøren. Prøv igjen om litt.',
} as const;

export const refundFailed = () => new HttpError(502, 'REFUND_FAILED', REFUND_MESSAGES.failed);
export const refundUnconfirmed = () => new HttpError(504, 'REFUND_UNCONFIRMED', REFUND_MESSAGES.unconfirmed);
export const refundConflict = (code: string, message: string) => new HttpError(409, code, message);
export const wrongProvider = (message: string) => new HttpError(400, 'WRONG_PAYMENT_PROVIDER', message);
