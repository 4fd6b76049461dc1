import type { AddOnCartItem, CartItem, Order, OrderDetailGui, OrderPayment } from '@bakrom/shared/schemas/orders';

export const ORDER_ID = '0194a3b2-1111-7000-8000-000000000001';

export function buildAddOn(overrides: Partial<AddOnCartItem> = {}): AddOnCartItem {
  return {
    id: 'a1',
    addOnId: 'addon-1',
    name: 'Ekstra ost',
    count: 2,
    price: 1600,
    vatRate: 25,
    grossAmount: 4000,
    refundedCount: 0,
    ...overrides,
  };
}

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'c1',
    itemId: 'item-1',
    itemName: 'Margherita',
    itemType: 'DISH',
    categoryName: 'Pizza',
    price: 12957,
    discountPercent: 0,
    vatRate: 15,
    count: 2,
    grossAmount: 29800,
    itemSubselection: null,
    addOnCartItems: [],
    spicyLevel: null,
    comment: '',
    createdDate: '2026-11-25T11:00:00.000Z',
    refundedCount: 0,
    ...overrides,
  };
}

export function buildPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    id: 'p1',
    paymentType: 'CARD',
    cardType: 'VISA',
    transactionId: 'T12345678.abc',
    paymentOrderId: null,
    onlinePaymentProvider: 'DINTERO',
    amount: 42310,
    paidTime: '2026-11-25T11:00:00.000Z',
    ...overrides,
  };
}

/**
 * The orders' and refunds' test data. A paid, unsettled webshop order: two Margherita at 149 kr with two 'Ekstra ost' at 20 kr and a free
 * 'Oregano', a Cola at 39 kr with 10 % discount (35,10 kr), and 50 kr tips, paid with Dintero.
 */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    orderId: 1042,
    merchant: 'demo',
    locationId: '00000000-0000-4000-8000-000000000001',
    locationName: 'Sentrum',
    orderType: 'PICKUP',
    orderStatus: 'COMPLETED',
    channel: 'WEBSHOP',
    registeredAtTerminalId: 'WEBSHOP',
    totalAmount: 37310,
    tipsAmount: 5000,
    manualDiscount: 0,
    usedPoints: 0,
    toPayAmount: 42310,
    totalVat: 5000,
    vats: [],
    description: '',
    pickupOrDeliveryTime: null,
    pickupTimeOption: null,
    deliveryTimeOption: null,
    mobileNumber: '40000000',
    name: 'Kari',
    nameOnDoorbell: '',
    street: '',
    houseNumber: '',
    floor: '',
    zipCode: '',
    city: '',
    tableName: '',
    servedBy: '',
    orderedTime: '2026-11-25T11:00:00.000Z',
    modifiedTime: '2026-11-25T11:00:00.000Z',
    settled: false,
    payments: [buildPayment()],
    cartItems: [
      buildCartItem({
        addOnCartItems: [buildAddOn(), buildAddOn({ id: 'a2', addOnId: 'addon-2', name: 'Oregano', count: 1, price: 0, grossAmount: 0 })],
      }),
      buildCartItem({
        id: 'c2',
        itemId: 'item-2',
        itemName: 'Cola',
        itemType: 'DRINK',
        price: 3120,
        discountPercent: 10,
        vatRate: 25,
        count: 1,
        grossAmount: 3510,
      }),
    ],
    refundedCartItems: [],
    refundedTipsAmount: 0,
    refundedTotalAmount: 0,
    refunds: [],
    pendingRefund: null,
    ...overrides,
  };
}

export function buildDetail(order: Order = buildOrder()): OrderDetailGui {
  return { order, vat: { takeOut: 15, dineIn: 25, delivery: 25 } };
}
