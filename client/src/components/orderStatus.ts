import type { OrderStatus } from '../gql/graphql';
import type { MessageKey } from '../i18n';

const STATUS_KEYS: Record<OrderStatus, MessageKey> = {
  NEW: 'orders.status.new',
  CONTACTED: 'orders.status.contacted',
  CONFIRMED: 'orders.status.confirmed',
  COMPLETED: 'orders.status.completed',
  CANCELLED: 'orders.status.cancelled',
};

/** The catalogue key of an order status's name. */
export function orderStatusKey(status: OrderStatus): MessageKey {
  return STATUS_KEYS[status];
}

/** A status chip's text and background colours (WCAG AA on the tint): open ones blue/brown, confirmed and done green, cancelled grey. */
export function orderStatusColors(status: OrderStatus): { color: string; bgcolor: string } {
  switch (status) {
    case 'NEW':
      return { color: '#0b3d91', bgcolor: 'rgba(11,61,145,0.08)' };
    case 'CONTACTED':
      return { color: '#8a4200', bgcolor: 'rgba(245,124,0,0.12)' };
    case 'CONFIRMED':
      return { color: '#1b5e20', bgcolor: 'rgba(46,125,50,0.1)' };
    case 'COMPLETED':
      return { color: '#ffffff', bgcolor: '#1b5e20' };
    case 'CANCELLED':
      return { color: '#424242', bgcolor: '#eeeeee' };
  }
}
