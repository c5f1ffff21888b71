import type { RequestContext } from '../../request-context.js';
import type { MailMessage } from '../mail/index.js';
import type { OrderLanguage, OrderRecord } from './orders.records.js';
import { asOneLine } from '../../input.js';
import { orderSummary } from './whatsapp.js';

const TEXTS: Record<
  OrderLanguage,
  { subject: (reference: string) => string; greeting: (name: string) => string; body: string[]; order: string; signature: string }
> = {
  en: {
    subject: (reference) => `Texnika: your order ${reference}`,
    greeting: (name) => `Hello ${name},`,
    body: ['thank you for your order. We will contact you shortly to confirm it.'],
    order: 'Order',
    signature: 'Texnika shop',
  },
  az: {
    subject: (reference) => `Texnika: ${reference} nömrəli sifarişiniz`,
    greeting: (name) => `Salam, ${name}!`,
    body: ['Sifarişiniz üçün təşəkkür edirik. Təsdiq etmək üçün tezliklə sizinlə əlaqə saxlayacağıq.'],
    order: 'Sifariş',
    signature: 'Texnika mağazası',
  },
};

/** The customer's copy of an order: reference, lines, discount and total, in the order's language. */
export function orderConfirmationMail(order: OrderRecord): MailMessage {
  const t = TEXTS[order.language];
  return {
    to: order.customerEmail,
    subject: t.subject(order.reference),
    text: [t.greeting(order.customerName), '', ...t.body, '', `${t.order}: ${order.reference}`, '', ...orderSummary(order), '', t.signature].join('\n'),
  };
}

/**
 * After checkout has committed: the confirmation goes out in the background, so a slow or failing mail
 * server never fails or slows the checkout (a failure is logged). No e-mail without an address or a mailer.
 */
export function sendOrderConfirmation(ctx: RequestContext, order: OrderRecord): void {
  if (!ctx.mailer || !order.customerEmail) return;
  ctx.mailer.post(orderConfirmationMail(order), `order confirmation ${order.reference}`);
}

/**
 * The shop's copy of a new order, in English (the back office's default language): reference, customer,
 * lines, total and the order's page in the back office. The customer's texts are put on one line each.
 */
export function shopOrderMail(order: OrderRecord, to: string, origin: string): MailMessage {
  const english: OrderRecord = { ...order, language: 'en' };
  return {
    to,
    subject: `New order ${order.reference}: ${asOneLine(order.customerName)}`,
    text: [
      `A new order was placed on the shop: ${order.reference}`,
      '',
      `Customer: ${asOneLine(order.customerName)}`,
      `Phone: ${asOneLine(order.customerPhone)}`,
      `E-mail: ${asOneLine(order.customerEmail)}`,
      `Language: ${order.language === 'az' ? 'Azerbaijani' : 'English'}`,
      '',
      ...orderSummary(english),
      '',
      `Open it in the back office: ${origin}/admin/orders/${order.id}`,
    ].join('\n'),
  };
}

/** After checkout has committed: the shop hears of the order at its settings' e-mail address (none when empty), in the background. */
export function sendShopOrderNotice(ctx: RequestContext, order: OrderRecord, shopEmail: string | null): void {
  if (!ctx.mailer || !shopEmail) return;
  ctx.mailer.post(shopOrderMail(order, shopEmail, ctx.origin), `new order notice ${order.reference}`);
}
