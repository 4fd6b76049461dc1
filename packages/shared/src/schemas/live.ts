import { z } from 'zod';
import { idSchema } from './ids';

/**
 * The back office's live event stream (GET /api/live/events, server-sent events). Every message is
 * one of these, as the `data` of its event; `id` is the stream cursor a reconnect sends back as
 * Last-Event-ID. Event types: `order` (a new order or a status change), `ready` (the stream is
 * listening, sent once per connection), `reset` (too much was missed to replay: read everything again).
 */
export const LIVE_EVENT_KINDS = ['order.created', 'order.status'] as const;

export const liveOrderEventSchema = z
  .object({
    kind: z.enum(LIVE_EVENT_KINDS),
    orderId: idSchema,
    locationId: idSchema,
  })
  .strict();
export type LiveOrderEvent = z.infer<typeof liveOrderEventSchema>;

export const liveControlEventSchema = z.object({}).strict();

export const LIVE_EVENT_TYPES = ['order', 'ready', 'reset'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
