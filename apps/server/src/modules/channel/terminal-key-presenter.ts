import type { ChannelTerminal } from '@bakrom/shared/schemas/channel-events';
import type { ChannelTerminalRow } from './terminal-key-repository';

export function presentChannelTerminal(row: ChannelTerminalRow): ChannelTerminal {
  return {
    id: row.id,
    terminalId: row.terminalId,
    terminalType: row.terminalType as ChannelTerminal['terminalType'],
    deviceName: row.deviceName,
    merchantId: row.merchantId,
    locationId: row.locationId,
    locationName: row.locationName,
    keyCreatedAt: row.keyCreatedAt ? new Date(row.keyCreatedAt).toISOString() : null,
  };
}
