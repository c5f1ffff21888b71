import { asOneLine } from '../../input.js';
import type { OrderLanguage, OrderRecord } from './orders.records.js';

/**
 * The message checkout hands to WhatsApp, in the customer's language: the reference, who orders, every
 * line (name, SKU, quantity × unit price) and the total in ₼. The store reads it, so it is written here
 * on the server in both languages.
 */
const TEXTS: Record<OrderLanguage, { greeting: string; order: string; name: string; phone: string; sku: string; discount: string; total: string }> = {
  en: {
    greeting: 'Hello! I would like to place an order.',
    order: 'Order',
    name: 'Name',
    phone: 'Phone',
    sku: 'SKU',
    discount: 'Discount',
    total: 'Total',
  },
  az: {
    greeting: 'Salam! Sifariş vermək istəyirəm.',
    order: 'Sifariş',
    name: 'Ad',
    phone: 'Telefon',
    sku: 'Artikul',
    discount: 'Endirim',
    total: 'Cəmi',
  },
};

/** Qəpik as AZN with two decimals and the manat sign: 123456 → "1234.56 ₼". */
export function manat(minor: number): string {
  const whole = Math.floor(minor / 100);
  return `${whole}.${String(minor % 100).padStart(2, '0')} ₼`;
}

/** The order's lines (name, SKU, quantity × unit price), then the discount and the total, in its language: WhatsApp and the e-mail share them. */
export function orderSummary(order: OrderRecord): string[] {
  const t = TEXTS[order.language];
  const discountMinor = order.totalAmountMinor - order.totalPriceMinor;
  return [
    ...order.items.map(
      (line, i) =>
        `${i + 1}. ${asOneLine(line.productName)} (${t.sku}: ${asOneLine(line.productSku)}) — ${line.quantity} × ${manat(line.unitPriceMinor)} = ${manat(line.totalPriceMinor)}`,
    ),
    '',
    ...(discountMinor > 0 ? [`${t.discount}: ${manat(discountMinor)}`] : []),
    `${t.total}: ${manat(order.totalPriceMinor)}`,
  ];
}

/**
 * The message, one line per part. Every text it did not write itself (names, phone, product names and
 * SKUs) is put on one line first: input is refused with a line break, but rows written before that was
 * (or a product name from the back office) must not fake a line such as "Total: 0.01 ₼" either.
 */
export function whatsAppMessage(order: OrderRecord): string {
  const t = TEXTS[order.language];
  return [
    t.greeting,
    `${t.order}: ${asOneLine(order.reference)}`,
    `${t.name}: ${asOneLine(order.customerName)}`,
    `${t.phone}: ${asOneLine(order.customerPhone)}`,
    '',
    ...orderSummary(order),
  ].join('\n');
}

/** https://wa.me/<store number>?text=<message>, the message percent-encoded. */
export function whatsAppUrl(storeNumber: string, message: string): string {
  return `https://wa.me/${storeNumber}?text=${encodeURIComponent(message)}`;
}
