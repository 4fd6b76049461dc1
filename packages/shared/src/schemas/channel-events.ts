import { z } from 'zod';

/**
 * The channel API's terminal calls (issue 15): the terminal a key belongs to, order status changes and
 * terminal events. A terminal (a till, a kiosk, a location's webshop) authenticates with its own key,
 * `Authorization: Bearer bkt_…`; the menu and order calls live in `channel.ts`.
 */

export const CHANNEL_TERMINAL_TYPES = ['POS', 'KIOSK', 'WEBSHOP'] as const;

// ── The key's terminal (GET /api/channel/terminal) ──────────────────────────────────────────────────

export const channelTerminalSchema = z.object({
  /** The terminal's row id (`terminals.id`), the id the reports name it by. */
  id: z.string(),
  /** The device's own number; `WEBSHOP` for the location's webshop. */
  terminalId: z.string(),
  terminalType: z.enum(CHANNEL_TERMINAL_TYPES),
  deviceName: z.string(),
  merchantId: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  /** When the key in use was issued (ISO 8601, UTC). */
  keyCreatedAt: z.string().nullable(),
});
export type ChannelTerminal = z.infer<typeof channelTerminalSchema>;
