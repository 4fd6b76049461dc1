import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelOrderNotFoundAnswer,
  channelOrderParams,
  channelOrderStatusInput,
  channelStatusConflictAnswer,
  channelUnauthorizedAnswer,
  channelStatusValidationAnswer,
} from '@bakrom/shared/schemas/channel-events';
import { orderSchema } from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { changeOrderStatus } from './status-service';
import { requireTerminal } from './terminal-auth';

/** A real answer of the demo (a kiosk's pickup order, confirmed). */
const ORDER_EXAMPLE = {
  id: 'f4c72afd-4fe1-4200-aec6-492cf2d98929',
  orderId: 41,
  merchant: 'demo',
  locationId: 'ea157e50-54b6-45fc-86e0-0e864799e2ea',
  locationName: 'Demo Restaurant Majorstuen',
  orderType: 'PICKUP',
  orderStatus: 'CONFIRMED',
  channel: 'KIOSK',
  registeredAtTerminalId: 'KIOSK-10BBB253',
  totalAmount: 13_800,
  tipsAmount: 0,
  manualDiscount: 0,
  usedPoints: 0,
  toPayAmount: 13_800,
  totalVat: 1_800,
  vats: [{ vatRate: 15, grossAmount: 13_800, vatAmount: 1_800 }],
  description: '',
  pickupOrDeliveryTime: null,
  pickupTimeOption: 'whenFoodIsReady',
  deliveryTimeOption: null,
  mobileNumber: 'NOT_SET',
  name: 'NOT_SET',
  nameOnDoorbell: '',
  street: '',
  houseNumber: '',
  floor: '',
  zipCode: '',
  city: '',
  tableName: '',
  servedBy: '',
  orderedTime: '2026-11-26T01:21:06.030Z',
  modifiedTime: '2026-11-26T01:21:09.412Z',
  settled: false,
  payments: [
    {
      id: '00273788-2c7b-4257-86cd-79c675b2d434',
      paymentType: 'CARD',
      cardType: null,
      transactionId: null,
      paymentOrderId: null,
      onlinePaymentProvider: 'NOT_ANY',
      amount: 13_800,
      paidTime: '2026-11-26T01:21:06.030Z',
    },
  ],
  cartItems: [
    {
      id: '78037170-0787-43f9-88d8-5b06b4fca891',
      itemId: 'fbaff574-15b7-4b60-989b-649bbabfa7b1',
      itemName: 'Hvitløksbrød',
      itemType: 'DISH',
      categoryName: 'Forretter og salater',
      price: 6_000,
      discountPercent: 0,
      vatRate: 15,
      count: 2,
      grossAmount: 13_800,
      itemSubselection: null,
      addOnCartItems: [],
      spicyLevel: null,
      comment: '',
      createdDate: '2026-11-26T01:21:06.030Z',
      refundedCount: 0,
    },
  ],
  refundedCartItems: [],
  refundedTipsAmount: 0,
  refundedTotalAmount: 0,
  refunds: [],
};

export function statusRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/channel/orders/:id/status',
      {
        schema: {
          tags: ['channel'],
          summary: 'Change an order’s status',
          description:
            'Moves an order of this terminal’s location on: ORDERED → CONFIRMED → COMPLETED (an ORDERED order may also be completed ' +
            'at once), or CANCELLED before completion. Any terminal of the location may do it (a till confirms a webshop order). ' +
            'Answers 200 with the order as GET /api/order/getOrder shows it, and the back office’s open /orders pages show the ' +
            'change within seconds. Asking for the status the order already has changes nothing and answers 200, so a retry is ' +
            'safe. Another step (a completed or cancelled order, or back to an earlier status) is 409 STATUS_NOT_ALLOWED with a ' +
            'Norwegian message; an order of another location or merchant is 404.',
          params: channelOrderParams,
          body: channelOrderStatusInput,
          response: {
            200: orderSchema.meta({
              description: 'The order as GET /api/order/getOrder shows it (amounts in øre).',
              examples: [ORDER_EXAMPLE],
            }),
            400: channelStatusValidationAnswer,
            401: channelUnauthorizedAnswer,
            404: channelOrderNotFoundAnswer,
            409: channelStatusConflictAnswer,
          },
        },
      },
      async (request) => changeOrderStatus(db, clock, requireTerminal(request), request.params.id, request.body.status),
    );
  };
}
