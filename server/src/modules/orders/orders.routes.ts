import { restRoute, type RestRoute } from '../../rest/route.js';
import { checkout } from './checkout.service.js';
import { CheckoutAnswer, WhatsAppOrder } from './orders.schemas.js';

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
