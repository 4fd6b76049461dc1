import { z } from 'zod';
import { idSchema, merchantField, uniqueIds } from './ids';
import { text } from './text';

/**
 * The four refund calls (spec part 1 §7 Refunds). Amounts are integer øre ("minor units"). The
 * chosen units travel in `cartItems` as the unit ids of refundUnits (packages/shared/src/refunds.ts);
 * the server recomputes amount, items, tips and VAT from them and refuses a body that disagrees.
 *
 * Exactly once: every body carries `idempotencyKey`, a UUID the page makes fresh for each refund
 * attempt and sends again unchanged when it retries the same attempt. The same key never refunds
 * twice: a repeat answers the first outcome.
 *
 * The answer on success is the plain text SUCCEEDED; a refusal is the common error shape.
 */

export const REFUND_MAX_UNITS = 2000;

const ore = (field: string) =>
  z
    .number({ error: `${field} må være et tall` })
    .int({ message: `${field} må være et helt antall øre` })
    .min(0, { message: `${field} kan ikke være negativ` })
    .max(100_000_000_00, { message: `${field} er for stort` });

const refundFields = {
  merchant: merchantField,
  orderDocumentId: idSchema,
  idempotencyKey: z.uuid({ error: 'Ugyldig idempotensnøkkel' }),
  amount: ore('Beløpet').min(1, { message: 'Beløpet må være større enn 0' }),
  cartItems: uniqueIds(text().min(1).max(200), { max: REFUND_MAX_UNITS }),
  refundedTipsAmount: ore('Tipsbeløpet').default(0),
};

const providerItemFields = {
  id: text().min(1).max(200),
  line_id: text().min(1).max(200),
  quantity: z.number().int().min(1).max(100_000),
  amount: ore('Beløpet'),
  description: text().max(500).default(''),
};

export const dinteroRefundItemSchema = z.object({
  ...providerItemFields,
  vat_amount: ore('Momsbeløpet').optional(),
  vat: z.number().min(0).max(100).optional(),
});

export const swedbankPayRefundItemSchema = z.object(providerItemFields);

const providerReference = (message: string) => text({ error: message }).trim().min(1, { message }).max(200);

export const dinteroRefundBody = z.object({
  ...refundFields,
  transactionId: providerReference('Oppgi transaksjonen som skal refunderes'),
  dinteroItems: z.array(dinteroRefundItemSchema).max(REFUND_MAX_UNITS + 1),
});
export type DinteroRefundBody = z.input<typeof dinteroRefundBody>;

export const swedbankPayRefundBody = z.object({
  ...refundFields,
  paymentOrderId: providerReference('Oppgi betalingsordren som skal refunderes'),
  swedbankPayItems: z.array(swedbankPayRefundItemSchema).max(REFUND_MAX_UNITS + 1),
});
export type SwedbankPayRefundBody = z.input<typeof swedbankPayRefundBody>;

/** Records a refund the kiosk or till's Softpay app has already made. */
export const softpayRefundBody = z.object({
  ...refundFields,
  transactionId: providerReference('Oppgi transaksjonen som ble refundert'),
});
export type SoftpayRefundBody = z.input<typeof softpayRefundBody>;

/** Records a cash refund of a cash-only order, paid back from the drawer. */
export const cashRefundBody = z.object(refundFields);
export type CashRefundBody = z.input<typeof cashRefundBody>;

/** The answer of every refund call on success. */
export const refundResponse = z.literal('SUCCEEDED');
export type RefundResponse = z.infer<typeof refundResponse>;
