import { sql } from 'drizzle-orm';
import type { TerminalEventType } from '@bakrom/shared/enums';
import { terminalEventJournal } from '../modules/channel/terminal-event-service';
import { JOURNAL_EVENT, JOURNAL_TEXT, recordJournalEvents, type JournalEvent } from '../modules/journal/service';
import { CANCELLATION_TEXT } from '../modules/refunds/cancellation-service';
import { queryRows, type DbOrTx } from '../db/client';

const BATCH = 5_000;

interface HistoryEventRow {
  kind: 'SALE' | 'RETURN' | 'CANCELLATION' | 'TERMINAL_EVENT' | 'Z_REPORT';
  at: Date | string;
  location_id: string;
  terminal_id: string;
  user_id: string | null;
  payload: Record<string, unknown> | string;
}

/**
 * Journals the generated history as the registers would have when each event was recorded: concluded
 * sales (13012), returns (13013; a cancelled signed sale's return as the status call words it), orders
 * cancelled before they were paid and signed (13999), register events and Z-reports (13009), in time
 * order, with the payloads the live services write. Runs after `signSeededHistory`, since a sale's and a return's entry names its
 * signature. Read through a cursor, so that a long history is journalled in batches.
 */
export async function journalSeededHistory(tx: DbOrTx, merchantId: string): Promise<number> {
  await tx.execute(sql`
    declare seed_journal no scroll cursor for
    select kind, at, location_id, terminal_id, user_id, payload from (
      select 'SALE' as kind, o.ordered_at as at, 1 as rank, o.id as sort_id, o.location_id, o.terminal_id, null::uuid as user_id,
        json_build_object('orderId', o.id, 'channelReference', o.channel_reference, 'totalAmount', o.total_amount_ore,
          'totalVat', o.total_vat_ore, 'tipsAmount', o.tips_amount_ore,
          'payments', coalesce((select json_agg(json_build_object('type', p.payment_type, 'amount', p.amount_ore) order by p.paid_at, p.id)
            from order_payments p where p.order_id = o.id), '[]'::json),
          'signature', json_build_object('nr', s.nr, 'keyVersion', s.key_version)) as payload
      from signed_transactions s join orders o on o.id = s.order_id
      where s.merchant_id = ${merchantId} and s.kind = 'SALE'
      union all
      select 'RETURN', coalesce(r.completed_at, r.created_at), 2, r.id, t.location_id, r.terminal_id, r.created_by_user_id,
        (case when r.kind = 'CANCELLATION' then
          json_build_object('refundId', r.id, 'orderId', r.order_id, 'orderNumber', o.order_number, 'kind', r.kind,
            'amount', r.amount_ore, 'tipsAmount', r.tips_amount_ore, 'vatAmount', r.vat_amount_ore, 'paymentType', r.payment_type,
            'provider', r.online_payment_provider, 'providerReference', r.provider_reference,
            'payments', coalesce((select json_agg(json_build_object('type', p.payment_type, 'amount', p.amount_ore,
                'provider', p.online_payment_provider, 'cardType', p.card_type, 'transactionId', p.transaction_id) order by p.paid_at, p.id)
              from order_payments p where p.order_id = r.order_id), '[]'::json),
            'lines', r.lines,
            'sale', (select json_build_object('terminalId', sale.terminal_id, 'nr', sale.nr) from signed_transactions sale
              where sale.order_id = r.order_id and sale.kind = 'SALE' order by sale.nr limit 1),
            'signature', json_build_object('nr', s.nr, 'keyVersion', s.key_version))
        else
          json_build_object('refundId', r.id, 'orderId', r.order_id, 'amount', r.amount_ore, 'tipsAmount', r.tips_amount_ore,
            'vatAmount', r.vat_amount_ore, 'paymentType', r.payment_type, 'provider', r.online_payment_provider,
            'providerReference', r.provider_reference, 'lines', r.lines,
            'signature', json_build_object('nr', s.nr, 'keyVersion', s.key_version))
        end)
      from signed_transactions s join refunds r on r.id = s.refund_id join terminals t on t.id = r.terminal_id
        join orders o on o.id = r.order_id
      where s.merchant_id = ${merchantId} and s.kind = 'RETURN'
      union all
      select 'CANCELLATION', o.modified_at, 2, o.id, o.location_id, o.terminal_id, null::uuid,
        json_build_object('orderId', o.id, 'orderNumber', o.order_number, 'totalAmount', o.total_amount_ore,
          'tipsAmount', o.tips_amount_ore,
          'paidAmount', coalesce((select sum(p.amount_ore) from order_payments p where p.order_id = o.id), 0),
          'previousStatus', 'ORDERED')
      from orders o
      where o.merchant_id = ${merchantId} and o.order_status = 'CANCELLED'
        and not exists (select 1 from signed_transactions s where s.order_id = o.id and s.kind = 'SALE')
      union all
      select 'TERMINAL_EVENT', e.occurred_at, 3, e.id, t.location_id, e.terminal_id, null::uuid,
        json_build_object('terminalEventId', e.id, 'eventType', e.event_type, 'amount', e.amount_ore, 'orderId', e.order_id,
          'eventReference', e.channel_reference)
      from terminal_events e join terminals t on t.id = e.terminal_id
      where e.merchant_id = ${merchantId}
      union all
      select 'Z_REPORT', z.created_at, 4, z.id, z.location_id, z.terminal_id, z.created_by_user_id,
        json_build_object('zReportId', z.id, 'nr', z.nr, 'businessDate', z.business_date, 'counters', z.counters,
          'replacedZReportIds', coalesce((select json_agg(old.id order by old.nr) from z_reports old where old.replaced_by_z_report_id = z.id), '[]'::json))
      from z_reports z
      where z.merchant_id = ${merchantId}
    ) history
    order by at, rank, sort_id`);
  let journalled = 0;
  for (;;) {
    const batch = await queryRows<HistoryEventRow>(tx, sql`fetch ${sql.raw(String(BATCH))} from seed_journal`);
    if (batch.length === 0) break;
    await recordJournalEvents(tx, merchantId, batch.map(journalEventOf));
    journalled += batch.length;
    if (batch.length < BATCH) break;
  }
  await tx.execute(sql`close seed_journal`);
  return journalled;
}

function journalEventOf(row: HistoryEventRow): JournalEvent {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
  const at = { locationId: row.location_id, terminalId: row.terminal_id, userId: row.user_id, payload, occurredAt: new Date(row.at) };
  switch (row.kind) {
    case 'SALE':
      return { ...at, eventCode: JOURNAL_EVENT.saleConcluded, description: JOURNAL_TEXT.sale };
    case 'RETURN':
      return {
        ...at,
        eventCode: JOURNAL_EVENT.returnReceipt,
        description:
          payload.kind === 'CANCELLATION' ? CANCELLATION_TEXT.returnReceipt(Number(payload.orderNumber)) : JOURNAL_TEXT.returnReceipt,
      };
    case 'CANCELLATION':
      return {
        ...at,
        eventCode: JOURNAL_EVENT.other,
        description:
          Number(payload.paidAmount) > 0
            ? CANCELLATION_TEXT.unsigned(Number(payload.orderNumber))
            : CANCELLATION_TEXT.unpaid(Number(payload.orderNumber)),
      };
    case 'TERMINAL_EVENT':
      return { ...at, ...terminalEventJournal(payload.eventType as TerminalEventType, Number(payload.amount)) };
    case 'Z_REPORT':
      return { ...at, eventCode: JOURNAL_EVENT.zReport, description: JOURNAL_TEXT.zReport(Number(payload.nr)) };
  }
}
