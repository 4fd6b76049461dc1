import { sql } from 'drizzle-orm';
import { osloDayStart } from '@bakrom/shared/business-day';
import { orderLines, orderPayments, orders } from '../db/schema/index';
import { locationByCode, type MerchantContext, type SeededItem } from './context';
import { dinteroAccountId } from './merchants';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * A few of today's webshop, kiosk and till orders that every refund flow (and a till's X-report) can take, whatever the time of day
 * the demo was seeded: the generated history has today's orders only up to the hour it runs. Each has a
 * mobile number of its own, so that a demonstration (and the browser journeys) find it by searching.
 * Only for the demo merchant, whose locations have Dintero (MAJ), Swedbank Pay (LIL) and no provider (GRU).
 */
export interface RefundableOrderSpec {
  mobileNumber: string;
  locationCode: string;
  channel: 'WEBSHOP' | 'KIOSK' | 'POS';
  payment: 'DINTERO' | 'SWEDBANK_PAY' | 'SOFTPAY' | 'CASH';
  /** Tips in øre; `REFUSED` makes the first two units plus the tips end in 13 øre, which the payment sandbox refuses. */
  tips: number | 'REFUSED';
  minutesAgo: number;
}

export const DEMO_REFUNDABLE_ORDERS: RefundableOrderSpec[] = [
  { mobileNumber: '40000101', locationCode: 'MAJ', channel: 'WEBSHOP', payment: 'DINTERO', tips: 2500, minutesAgo: 25 },
  { mobileNumber: '40000102', locationCode: 'LIL', channel: 'WEBSHOP', payment: 'SWEDBANK_PAY', tips: 1500, minutesAgo: 22 },
  { mobileNumber: '40000113', locationCode: 'LIL', channel: 'WEBSHOP', payment: 'SWEDBANK_PAY', tips: 'REFUSED', minutesAgo: 19 },
  { mobileNumber: '40000104', locationCode: 'GRU', channel: 'WEBSHOP', payment: 'CASH', tips: 2000, minutesAgo: 16 },
  { mobileNumber: '40000105', locationCode: 'MAJ', channel: 'KIOSK', payment: 'SOFTPAY', tips: 1000, minutesAgo: 13 },
  // Cash sales at the tills: a till's X-report has today's sales at any hour, the night included.
  { mobileNumber: '40000106', locationCode: 'MAJ', channel: 'POS', payment: 'CASH', tips: 0, minutesAgo: 10 },
  { mobileNumber: '40000107', locationCode: 'LIL', channel: 'POS', payment: 'CASH', tips: 0, minutesAgo: 8 },
];

const hex = (seed: string) => Buffer.from(seed).toString('hex').padEnd(32, '0').slice(0, 32);
/** round(net × count × (100 + rate) / 100), as the order lines store it. */
const grossOf = (net: number, count: number, rate: number) => Math.round((net * count * (100 + rate)) / 100);
const vatOf = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));

/** Answers the number of orders it added. */
export async function seedRefundableOrders(tx: DbOrTx, context: MerchantContext): Promise<number> {
  if (context.profile.id !== 'demo') return 0;
  const [vat] = await queryRows<{ take_out: number }>(
    tx,
    sql`select take_out::float8 as take_out from vat_rates where merchant_id = ${context.profile.id}`,
  );
  const [last] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(order_number), 0)::int as n from orders where merchant_id = ${context.profile.id}`,
  );
  const rate = vat!.take_out;
  const dishes = context.menu.items.filter((item) => item.itemType === 'DISH' && !item.dineInOnly && item.variants.length === 0);
  const midnight = osloDayStart(context.today).getTime();
  const firstNumber = last!.n;
  let orderNumber = firstNumber;

  for (const [index, spec] of DEMO_REFUNDABLE_ORDERS.entries()) {
    const location = locationByCode(context.locations, spec.locationCode);
    const terminalId =
      spec.channel === 'KIOSK' ? location.kioskTerminalId : spec.channel === 'POS' ? location.posTerminalId : location.webshopTerminalId;
    if (!terminalId) continue;
    // Never before today's Oslo midnight: a past day's order would have to be settled.
    const orderedAt = new Date(Math.max(context.now.getTime() - spec.minutesAgo * 60_000, midnight + 60_000 * (index + 1)));
    const picked: SeededItem[] = [dishes[index % dishes.length]!, dishes[(index + 3) % dishes.length]!];
    const lines = picked.map((item, position) => {
      const count = position === 0 ? 2 : 1;
      const gross = grossOf(item.price, count, rate);
      return { item, count, gross, vat: vatOf(gross, rate), position };
    });
    const total = lines.reduce((sum, line) => sum + line.gross, 0);
    const totalVat = lines.reduce((sum, line) => sum + line.vat, 0);
    const tips = spec.tips === 'REFUSED' ? 1000 + ((113 - (lines[0]!.gross % 100)) % 100) : spec.tips;
    const toPay = total + tips;
    orderNumber += 1;
    const h = hex(`refundable-${spec.mobileNumber}`);
    const [order] = await tx
      .insert(orders)
      .values({
        merchantId: context.profile.id,
        locationId: location.id,
        terminalId,
        orderNumber,
        orderType: 'PICKUP',
        // A till sale is handed over at once; an online or kiosk order waits to be picked up.
        orderStatus: spec.channel === 'POS' ? 'COMPLETED' : 'CONFIRMED',
        channel: spec.channel,
        totalAmount: total,
        totalVat,
        tipsAmount: tips,
        toPayAmount: toPay,
        pickupOrDeliveryTime: new Date(orderedAt.getTime() + 30 * 60_000),
        pickupTimeOption: 'whenFoodIsReady',
        mobileNumber: spec.mobileNumber,
        name: spec.channel === 'WEBSHOP' ? 'Kari Nordmann' : 'Kari',
        orderedAt,
        modifiedAt: orderedAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        merchantId: context.profile.id,
        orderId: order!.id,
        itemId: line.item.id,
        categoryId: line.item.categoryId,
        categoryName: line.item.categoryName,
        itemName: line.item.name,
        itemType: line.item.itemType,
        count: line.count,
        unitPrice: line.item.price,
        vatRate: rate,
        grossAmount: line.gross,
        vatAmount: line.vat,
        position: line.position,
      })),
    );
    await tx.insert(orderPayments).values({
      merchantId: context.profile.id,
      orderId: order!.id,
      paymentType: spec.payment === 'CASH' ? 'CASH' : 'CARD',
      cardType: spec.payment === 'CASH' ? null : 'VISA',
      amount: toPay,
      transactionId:
        spec.payment === 'DINTERO'
          ? `${dinteroAccountId(context.profile.id, spec.locationCode)}.${h.slice(0, 26)}`
          : spec.payment === 'SWEDBANK_PAY'
            ? String(40_000_000_000 + parseInt(h.slice(0, 8), 16))
            : spec.payment === 'SOFTPAY'
              ? `SP${h.slice(0, 18).toUpperCase()}`
              : null,
      paymentOrderId:
        spec.payment === 'SWEDBANK_PAY'
          ? `/psp/paymentorders/${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
          : null,
      onlinePaymentProvider: spec.payment === 'CASH' ? 'NOT_ANY' : spec.payment,
      paidAt: new Date(orderedAt.getTime() + 30_000),
    });
  }
  return orderNumber - firstNumber;
}
