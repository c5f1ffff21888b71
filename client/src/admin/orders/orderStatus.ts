import type { OrderStatus } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import type { ApiErrorInfo } from '../../lib/errors';
import { reasonKey } from '../../lib/errors';
import type { Language } from '../../lib/language';

/** Every status, in the order an order moves through them (the filter lists them so). */
export const ORDER_STATUSES = ['NEW', 'CONTACTED', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const satisfies readonly OrderStatus[];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** A status an order can be moved to (nothing moves back to NEW). */
export type OrderTarget = Exclude<OrderStatus, 'NEW'>;

/**
 * The moves the server accepts: along new → contacted → confirmed → completed, or cancel from any open state.
 * A new order may be confirmed at once: the customer's WhatsApp message is often all the contact there is.
 */
const NEXT: Record<OrderStatus, readonly OrderTarget[]> = {
  NEW: ['CONTACTED', 'CONFIRMED', 'CANCELLED'],
  CONTACTED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** The actions to offer for an order in `status` (none once it is completed or cancelled). */
export function allowedTransitions(status: OrderStatus): readonly OrderTarget[] {
  return NEXT[status];
}

/** Confirming moves stock and cancelling closes the order: both ask first, with an optional note. */
export function needsConfirmation(target: OrderTarget): target is 'CONFIRMED' | 'CANCELLED' {
  return target === 'CONFIRMED' || target === 'CANCELLED';
}

export const actionKey = (target: OrderTarget): MessageKey => `admin.orders.action.${target}`;

/** Units in an order (Σ quantities), the inbox's "Items" column. */
export function unitCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The toast for a refused status change. The server's message is the most precise (for a stock refusal it
 * names what is left), but it is English: in English it comes first; in Azerbaijani the catalogue's text for
 * the reason does, then our own text for a stock refusal, and the fallback last.
 */
export function statusChangeErrorText(info: ApiErrorInfo, language: Language, text: (key: MessageKey) => string | undefined, fallback: MessageKey): string {
  if (language === 'en' && info.message) return info.message;
  const reasonText = info.reason ? text(reasonKey(info.reason)) : undefined;
  if (reasonText) return reasonText;
  if (info.reason === 'stockExceeded') return text('admin.orders.error.stockExceeded') ?? info.message ?? '';
  return text(fallback) ?? '';
}
