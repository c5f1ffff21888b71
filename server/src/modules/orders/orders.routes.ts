import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Id, Nullable } from '../../rest/schema.js';
import { checkout } from './checkout.service.js';
import { markOrdersSeen, MAX_SEEN_IDS, newOrdersCount, orderById } from './orders.service.js';
import { CheckoutAnswer, WhatsAppOrder } from './orders.schemas.js';
import { orderView } from './orders.view.js';

/** Storefront §7 Cart's checkout: records the order from the server's cart and answers the WhatsApp link. */
export const checkoutRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/Cart/whatsapp-order',
    summary: "Records an order from the server's cart (body items, totals and number are ignored) and answers its wa.me link",
    schema: { body: WhatsAppOrder, response: CheckoutAnswer },
    handler: async ({ body, context }) => {
      const { whatsAppUrl, order } = await checkout(context, body);
      return { whatsAppUrl, orderId: order.id, reference: order.reference };
    },
  }),
];

const Status = Type.Enum(['NEW', 'CONTACTED', 'CONFIRMED', 'COMPLETED', 'CANCELLED']);

/** An order as GraphQL's Order has it (amounts in AZN). */
const OrderJson = Type.Object({
  id: Type.String(),
  reference: Type.String({ description: 'e.g. TX-2026-000123' }),
  status: Status,
  customerId: Type.String({ description: "The customer's account id" }),
  customerName: Type.String(),
  customerPhone: Type.String(),
  customerEmail: Type.String(),
  language: Type.String({ description: "The language of the customer's message: en or az" }),
  currency: Type.String(),
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      productId: Type.String(),
      productName: Type.String({ description: 'The name when ordered' }),
      productSku: Type.String(),
      unitPrice: Type.Number({ description: 'The unit price paid, AZN' }),
      originalUnitPrice: Type.Number({ description: 'The undiscounted unit price then, AZN' }),
      quantity: Type.Integer(),
      totalPrice: Type.Number(),
    }),
  ),
  totalAmount: Type.Number(),
  totalDiscount: Type.Number(),
  totalPrice: Type.Number({ description: 'What the customer pays, AZN' }),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  history: Type.Array(Type.Object({ status: Status, at: DateTime(), byName: Type.String(), note: Nullable(Type.String()) })),
});

const Unseen = Type.Object({ count: Type.Integer({ description: 'Orders no admin has seen yet' }) });

/** A customer's own order (the profile's "My orders"), and the back office's new-orders badge. */
export const ordersRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Orders/:id',
    summary: "One order with its lines, prices and status: the signed-in customer's own (any for an admin); 404 for anyone else's",
    schema: { params: Type.Object({ id: Id("The order's id") }), response: OrderJson },
    handler: async ({ params, context }) => {
      const order = orderView(await orderById(context, params.id));
      return {
        ...order,
        createdAt: order.createdAt.toISOString(),
        updatedAt: order.updatedAt.toISOString(),
        history: order.history.map((event) => ({ ...event, at: event.at.toISOString() })),
      };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/orders/new-count',
    summary: 'How many orders no admin has seen yet (admins): the new-orders badge',
    schema: { response: Unseen },
    handler: async ({ context }) => ({ count: await newOrdersCount(context) }),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/orders/seen',
    summary: 'Marks the orders an admin was shown as seen (admins); answers how many are still unseen',
    schema: { body: Type.Object({ orderIds: Type.Array(Id(), { maxItems: MAX_SEEN_IDS }) }, { additionalProperties: false }), response: Unseen },
    handler: async ({ body, context }) => ({ count: await markOrdersSeen(context, body.orderIds) }),
  }),
];
