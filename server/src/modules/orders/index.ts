// The orders module's public face: other modules and the app import only what is listed here.
export { checkout } from './checkout.service.js';
export type { CheckoutInput, CheckoutRecord } from './checkout.service.js';
export { ORDER_STATUSES } from './orders.records.js';
export type { OrderRecord, OrderStatus } from './orders.records.js';
export { ordersResolvers } from './orders.resolvers.js';
export { checkoutRoutes, ordersRoutes } from './orders.routes.js';
export { listOrders, markOrdersSeen, myOrders, newOrdersCount, orderById, setOrderStatus, wasOrdered } from './orders.service.js';
export { whatsAppMessage, whatsAppUrl } from './whatsapp.js';
