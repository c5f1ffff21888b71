import { nullIfNotFound } from '../../errors.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { cartView } from '../cart/index.js';
import { checkout } from './checkout.service.js';
import { listOrders, markOrdersSeen, myOrders, newOrdersCount, orderById, setOrderStatus } from './orders.service.js';
import { orderPageView, orderView } from './orders.view.js';

export const ordersResolvers: Resolvers = {
  Query: {
    myOrders: async (_, { page, pageSize }, ctx) => orderPageView(await myOrders(ctx, page, pageSize)),
    orders: async (_, { page, pageSize, status, search }, ctx) => orderPageView(await listOrders(ctx, { page, pageSize, status, search })),
    order: async (_, { id }, ctx) => {
      const order = await nullIfNotFound(orderById(ctx, id));
      return order && orderView(order);
    },
    newOrdersCount: (_, __, ctx) => newOrdersCount(ctx),
  },
  Mutation: {
    markOrdersSeen: (_, { ids }, ctx) => markOrdersSeen(ctx, ids),
    setOrderStatus: async (_, { id, status, note }, ctx) => orderView(await setOrderStatus(ctx, id, status, note)),
    checkout: async (_, { input }, ctx) => {
      const { whatsAppUrl, order, cart } = await checkout(ctx, input ?? {});
      return { whatsAppUrl, orderId: order.id, reference: order.reference, order: orderView(order), cart: cartView(cart) };
    },
  },
};
