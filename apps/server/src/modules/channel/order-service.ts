import { createHash, randomUUID } from 'node:crypto';
import { osloDateOf } from '@bakrom/shared/business-day';
import { initialStatusOf, orderChannelOf, priceOrder, type Refusal } from '@bakrom/shared/order-pricing';
import type { ChannelOrderBody } from '@bakrom/shared/schemas/channel';
import type { Order } from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { JOURNAL_EVENT, JOURNAL_TEXT, journalEntriesOf } from '../journal/service';
import type { TransactionSigner } from '../saft/signing-service';
import { getOrder } from '../orders/service';
import { sellableMenuFor } from './menu-presenter';
import { loadSales, type ChannelCaches } from './menu-service';
import * as repository from './order-repository';
import type { TerminalPrincipal } from './terminal-auth';

export const IDEMPOTENCY_CONFLICT_MESSAGE = 'Ordrereferansen er allerede brukt for en annen ordre fra denne terminalen.';

/** Thrown to roll back an order whose reference the terminal stored meanwhile. */
class ReferenceTaken extends Error {}

/** The answer of a stored order: the order as getOrder answers it, and whether this was a repeat. */
export interface ChannelOrderResult {
  order: Order;
  repeated: boolean;
}

/** A refusal as the channel answers it: 409 with its code, or 404 for an id the merchant does not have. */
function refusalError(refusal: Refusal): HttpError {
  if (refusal.code === 'NOT_FOUND') return notFound(refusal.message);
  return new HttpError(409, refusal.code, refusal.message, refusal.field ? { [refusal.field]: refusal.message } : undefined);
}

/** The same order sent again hashes the same: the body as validated (defaults filled in), its keys in a fixed order. */
function requestHashOf(body: ChannelOrderBody): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

async function repeatOf(db: Db, merchantId: string, stored: repository.StoredReference, requestHash: string): Promise<ChannelOrderResult> {
  if (stored.requestHash !== requestHash) throw new HttpError(409, 'IDEMPOTENCY_CONFLICT', IDEMPOTENCY_CONFLICT_MESSAGE);
  return { order: await getOrder(db, merchantId, stored.id), repeated: true };
}

/**
 * Stores an order a terminal sends (POST /api/channel/orders). A reference the terminal used before
 * answers that order (the same request again) or 409 IDEMPOTENCY_CONFLICT (another request). Otherwise
 * the order is priced from the menu as the location sells it now and refused (409 with its reason)
 * or stored with its lines, add-on lines and payments in one transaction under the merchant's next
 * order number, announced to the back office when it commits, and answered as getOrder answers it.
 */
export async function createChannelOrder(
  db: Db,
  caches: ChannelCaches,
  clock: Clock,
  signer: TransactionSigner,
  terminal: TerminalPrincipal,
  body: ChannelOrderBody,
): Promise<ChannelOrderResult> {
  const { merchantId, locationId, terminalId } = terminal;
  const requestHash = requestHashOf(body);
  const earlier = await repository.findByReference(db, merchantId, terminalId, body.channelReference);
  if (earlier) return repeatOf(db, merchantId, earlier, requestHash);

  const now = clock.now();
  const pickupTime = body.pickupTime === undefined ? undefined : new Date(body.pickupTime);
  const setup = await loadSales(db, caches, terminal, body.orderType, now, pickupTime && osloDateOf(pickupTime));
  const menu = sellableMenuFor(setup.catalogue, setup.state, {
    itemIds: body.lines.map((line) => line.itemId),
    addOnIds: body.lines.flatMap((line) => line.addOns.map((addOn) => addOn.id)),
  });
  const result = priceOrder(menu, setup.context, { ...body, pickupTime });
  if (!result.ok) throw refusalError(result.refusal);

  const orderId = randomUUID();
  const { totalAmount, totalVat, tipsAmount } = result.order;
  const written = await db
    .transaction(async (tx) => {
      // The sale is concluded with its payments: signed on its terminal's chain first (the terminal's lock
      // before the merchant's order number, as a return takes it before the order's figures change), then
      // written, then journalled (13012) and announced, the journal's lock last.
      const signed = await signer.sign(tx, {
        merchantId,
        terminalId,
        kind: 'SALE',
        orderId,
        at: now,
        amountWithVat: totalAmount,
        amountWithoutVat: totalAmount - totalVat,
      });
      const inserted = await repository.insertChannelOrder(tx, {
        id: orderId,
        merchantId,
        locationId,
        terminalId,
        orderType: body.orderType,
        orderStatus: initialStatusOf(terminal.terminalType),
        channel: orderChannelOf(terminal.terminalType),
        priced: result.order,
        pickupTime: body.orderType === 'DINE_IN' ? null : (pickupTime ?? null),
        name: body.customer?.name || 'NOT_SET',
        mobileNumber: body.customer?.mobile.replace(/\s+/g, '') || 'NOT_SET',
        tableName: body.tableName ?? '',
        channelReference: body.channelReference,
        requestHash,
        payments: body.payments.map((payment) => ({
          type: payment.type,
          amount: payment.amount,
          transactionId: payment.transactionId ?? null,
          provider: payment.provider,
          cardType: payment.cardType ?? null,
        })),
        now,
      });
      // A repeat stored its order while this one was priced: nothing of this one is kept (its signature
      // included), and that one answers.
      if (!inserted) throw new ReferenceTaken();
      const journal = await journalEntriesOf(tx, merchantId, [
        {
          locationId,
          terminalId,
          eventCode: JOURNAL_EVENT.saleConcluded,
          description: JOURNAL_TEXT.sale,
          payload: {
            orderId,
            channelReference: body.channelReference,
            totalAmount,
            totalVat,
            tipsAmount,
            payments: body.payments.map((payment) => ({ type: payment.type, amount: payment.amount })),
            signature: { nr: signed.nr, keyVersion: signed.keyVersion },
          },
          occurredAt: now,
        },
      ]);
      await repository.journalAndAnnounce(tx, { id: orderId, merchantId, locationId }, journal);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof ReferenceTaken) return false;
      throw error;
    });
  if (!written) {
    const repeat = await repository.findByReference(db, merchantId, terminalId, body.channelReference);
    if (!repeat) throw new Error('an order reference was taken and is gone');
    return repeatOf(db, merchantId, repeat, requestHash);
  }
  return { order: await getOrder(db, merchantId, orderId), repeated: false };
}
