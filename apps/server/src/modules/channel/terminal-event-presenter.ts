import type { ChannelTerminalEvent } from '@bakrom/shared/schemas/channel-events';
import type { TerminalEventRow } from './terminal-event-repository';

export function presentTerminalEvent(row: TerminalEventRow): ChannelTerminalEvent {
  return {
    id: row.id,
    terminalId: row.terminalId,
    eventType: row.eventType as ChannelTerminalEvent['eventType'],
    amount: Number(row.amount),
    orderId: row.orderId,
    eventReference: row.channelReference,
    occurredAt: new Date(row.occurredAt).toISOString(),
  };
}
