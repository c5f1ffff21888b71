import type { AdminOrdersQueryVariables, OrderStatus } from '../../gql/graphql';
import { isOrderStatus } from './orderStatus';

/**
 * The inbox's filter, search and page, kept in the URL (`?status=confirmed&q=TX-2026&page=2&size=50`) so a
 * filtered inbox can be shared, survives a reload, and "Back to orders" from a detail returns to it.
 */
export interface InboxState {
  status: OrderStatus | null;
  /** Reference, name or phone; trimmed. */
  search: string;
  /** 0-based, as the grid counts. */
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Longer than the server allows for a search is pointless; it also keeps the URL short. */
const MAX_SEARCH = 100;

export function readInboxState(params: URLSearchParams): InboxState {
  const status = params.get('status')?.toUpperCase();
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: isOrderStatus(status) ? status : null,
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string for a state; defaults are left out, so the plain inbox is just /admin/orders. */
export function inboxSearchParams(state: InboxState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status.toLowerCase());
  const search = state.search.trim();
  if (search) params.set('q', search);
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** The `orders` query's variables: 1-based page, null for "every status" and for no search. */
export function inboxVariables(state: InboxState): AdminOrdersQueryVariables {
  const search = state.search.trim();
  return { page: state.page + 1, pageSize: state.pageSize, status: state.status, search: search || null };
}

export const INBOX_PATH = '/admin/orders';
export const orderPath = (id: string) => `${INBOX_PATH}/${encodeURIComponent(id)}`;

/** Router state of a link from the inbox to an order: the inbox's query, so "Back to orders" returns to it as it was. */
export interface InboxLinkState {
  inbox: string;
}

/** Where "Back to orders" goes: the inbox as the admin left it, or the plain inbox for a shared link. */
export function backToInbox(routerState: unknown): string {
  const inbox = (routerState as Partial<InboxLinkState> | null)?.inbox;
  return typeof inbox === 'string' && /^\?[^#]*$/.test(inbox) ? `${INBOX_PATH}${inbox}` : INBOX_PATH;
}
