import { z } from 'zod';
import { SETTABLE_ORDER_STATUSES } from '../order-status-rules';
import { idSchema } from './ids';

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

// ── An order's status (POST /api/channel/orders/:id/status) ──────────────────────────────────────────

export const channelOrderParams = z.object({
  id: idSchema.meta({
    description: 'The order’s id, as POST /api/channel/orders answered it.',
    examples: ['0193a5c2-7f4e-7c2a-9d1b-5e8f2a6b3c41'],
  }),
});

export const channelOrderStatusInput = z
  .object({
    status: z
      .enum(SETTABLE_ORDER_STATUSES, { message: 'Velg status: CONFIRMED, COMPLETED eller CANCELLED' })
      .meta({ description: 'The new status: CONFIRMED, COMPLETED, or CANCELLED before completion.', examples: ['CONFIRMED'] }),
  })
  .meta({ examples: [{ status: 'CONFIRMED' }, { status: 'COMPLETED' }, { status: 'CANCELLED' }] });
export type ChannelOrderStatusInput = z.infer<typeof channelOrderStatusInput>;
