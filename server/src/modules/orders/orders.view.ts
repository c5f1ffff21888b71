import { toAzn } from '../pricing/index.js';
import type { OrderPageRecord, OrderRecord, OrderStatus } from './orders.records.js';

/** Orders as GraphQL shows them: amounts in AZN, statuses as the enum names them. */

const statusName = (status: OrderStatus) => status.toUpperCase() as Uppercase<OrderStatus>;

export function orderView(order: OrderRecord) {
  return {
    id: order.id,
    reference: order.reference,
    status: statusName(order.status),
    customerId: order.customerId,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    language: order.language,
    currency: order.currency,
    items: order.items.map((line) => ({
      id: line.id,
      productId: line.productId,
      productName: line.productName,
      productSku: line.productSku,
      unitPrice: toAzn(line.unitPriceMinor),
      originalUnitPrice: toAzn(line.originalUnitPriceMinor),
      quantity: line.quantity,
      totalPrice: toAzn(line.totalPriceMinor),
    })),
    totalAmount: toAzn(order.totalAmountMinor),
    totalDiscount: toAzn(order.totalAmountMinor - order.totalPriceMinor),
    totalPrice: toAzn(order.totalPriceMinor),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    history: order.history.map((event) => ({ status: statusName(event.status), at: event.at, byName: event.byName, note: event.note })),
  };
}

export function orderPageView(page: OrderPageRecord) {
  return { ...page, items: page.items.map(orderView) };
}
