import type { TerminalEventType } from '@bakrom/shared/enums';
import type { ChannelTerminalEvent, ChannelTerminalEventInput } from '@bakrom/shared/schemas/channel-events';
import { formatMoney } from '@bakrom/shared/format';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TerminalPrincipal } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { JOURNAL_EVENT, recordJournalEvents } from '../journal/service';
import { presentTerminalEvent } from './terminal-event-presenter';
import { insertTerminalEvent, isLocationOrder, selectTerminalEventByReference, type TerminalEventRow } from './terminal-event-repository';

export interface RecordedTerminalEvent {
  event: ChannelTerminalEvent;
  /** A repeat of an event the terminal sent before (the same reference): nothing was stored. */
  repeated: boolean;
}

const JOURNAL: Record<TerminalEventType, { code: number; description: string }> = {
  CASH_DRAWER_OPENING: { code: JOURNAL_EVENT.cashDrawerOpened, description: 'Kasseskuff åpnet uten salg' },
  COPY_RECEIPT: { code: JOURNAL_EVENT.copyReceipt, description: 'Kopikvittering skrevet ut' },
  UNCOMPLETED_SALE: { code: JOURNAL_EVENT.other, description: 'Salg avbrutt' },
  OPENING_CHANGE_FLOAT: { code: JOURNAL_EVENT.other, description: 'Vekselbeholdning ved åpning' },
  PRO_FORMA_RECEIPT: { code: JOURNAL_EVENT.provisionalReceipt, description: 'Foreløpig kvittering skrevet ut' },
  LINE_CORRECTION: { code: JOURNAL_EVENT.other, description: 'Linjekorreksjon' },
  PRICE_LOOKUP: { code: JOURNAL_EVENT.priceLookUp, description: 'Prisoppslag' },
  OTHER_CORRECTION: { code: JOURNAL_EVENT.other, description: 'Annen korreksjon' },
  DELIVERY_RECEIPT: { code: JOURNAL_EVENT.deliveryReceipt, description: 'Utleveringskvittering skrevet ut' },
  TRAINING_RECEIPT: { code: JOURNAL_EVENT.trainingReceipt, description: 'Treningskvittering skrevet ut' },
};

/** A register event's journal code and description (its amount shown when it has one). */
export function terminalEventJournal(eventType: TerminalEventType, amount: number): { eventCode: number; description: string } {
  const journal = JOURNAL[eventType];
  return { eventCode: journal.code, description: amount > 0 ? `${journal.description}: ${formatMoney(amount)}` : journal.description };
}

const sameEvent = (row: TerminalEventRow, input: ChannelTerminalEventInput) =>
  row.eventType === input.eventType && Number(row.amount) === (input.amount ?? 0) && row.orderId === (input.orderId ?? null);

const idempotencyConflict = () =>
  new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'Referansen er allerede brukt for en annen hendelse fra denne terminalen.');

/**
 * Records a register event of the terminal (a drawer opened without a sale, a copy receipt, an abandoned
 * sale, the opening change float, a pro forma, delivery or training receipt, a line or other correction, a
 * price look-up): it counts in the terminal's X-report until the next Z-report takes it (kassasystemforskriften
 * § 2-8-2), and is written to the merchant's electronic journal. Once per event reference: a repeat answers the
 * first event.
 */
export async function recordTerminalEvent(
  db: Db,
  clock: Clock,
  terminal: TerminalPrincipal,
  input: ChannelTerminalEventInput,
): Promise<RecordedTerminalEvent> {
  const reference = input.eventReference ?? null;
  if (reference !== null) {
    const earlier = await selectTerminalEventByReference(db, terminal.merchantId, terminal.terminalId, reference);
    if (earlier) return repeatOf(earlier, input);
  }
  const stored = await db.transaction(async (tx) => {
    if (input.orderId && !(await isLocationOrder(tx, terminal.merchantId, terminal.locationId, input.orderId))) {
      throw notFound('Fant ikke ordren.');
    }
    const occurredAt = clock.now();
    const row = await insertTerminalEvent(tx, {
      merchantId: terminal.merchantId,
      terminalId: terminal.terminalId,
      eventType: input.eventType,
      amount: input.amount ?? 0,
      orderId: input.orderId ?? null,
      channelReference: reference,
      occurredAt,
    });
    // Another call with the same reference stored it first.
    if (!row) return undefined;
    await recordJournalEvents(tx, terminal.merchantId, [
      {
        locationId: terminal.locationId,
        terminalId: terminal.terminalId,
        ...terminalEventJournal(input.eventType, row.amount),
        payload: { terminalEventId: row.id, eventType: row.eventType, amount: row.amount, orderId: row.orderId, eventReference: reference },
        occurredAt,
      },
    ]);
    return row;
  });
  if (stored) return { event: presentTerminalEvent(stored), repeated: false };
  const first = await selectTerminalEventByReference(db, terminal.merchantId, terminal.terminalId, reference!);
  return repeatOf(first!, input);
}

function repeatOf(earlier: TerminalEventRow, input: ChannelTerminalEventInput): RecordedTerminalEvent {
  if (!sameEvent(earlier, input)) throw idempotencyConflict();
  return { event: presentTerminalEvent(earlier), repeated: true };
}
