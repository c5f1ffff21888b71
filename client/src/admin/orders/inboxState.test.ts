import { describe, expect, it } from 'vitest';
import { backToInbox, DEFAULT_PAGE_SIZE, inboxSearchParams, inboxVariables, orderPath, readInboxState } from './inboxState';

const read = (query: string) => readInboxState(new URLSearchParams(query));

describe('inbox URL state', () => {
  it('reads the plain inbox as every status, no search, first page', () => {
    expect(read('')).toEqual({ status: null, search: '', page: 0, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('reads status, search, 1-based page and page size', () => {
    expect(read('status=confirmed&q=%20TX-2026%20&page=3&size=50')).toEqual({ status: 'CONFIRMED', search: 'TX-2026', page: 2, pageSize: 50 });
  });

  it('ignores what it does not know instead of failing', () => {
    expect(read('status=shipped&page=-1&size=7')).toEqual({ status: null, search: '', page: 0, pageSize: DEFAULT_PAGE_SIZE });
    expect(read('page=1.5&size=abc').page).toBe(0);
    expect(read(`q=${'x'.repeat(500)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(inboxSearchParams({ status: null, search: ' ', page: 0, pageSize: DEFAULT_PAGE_SIZE }).toString()).toBe('');
    const state = { status: 'CANCELLED' as const, search: 'Aysel', page: 1, pageSize: 100 };
    const query = inboxSearchParams(state).toString();
    expect(query).toBe('status=cancelled&q=Aysel&page=2&size=100');
    expect(read(query)).toEqual(state);
  });
});

describe('inboxVariables', () => {
  it('maps the grid model to the orders query: 1-based page, null for every status and for no search', () => {
    expect(inboxVariables({ status: null, search: '', page: 0, pageSize: 25 })).toEqual({ page: 1, pageSize: 25, status: null, search: null });
    expect(inboxVariables({ status: 'NEW', search: ' +99450 ', page: 4, pageSize: 10 })).toEqual({ page: 5, pageSize: 10, status: 'NEW', search: '+99450' });
  });
});

describe('links between the inbox and an order', () => {
  it('goes back to the inbox as the admin left it, or to the plain inbox for a shared link', () => {
    expect(backToInbox({ inbox: '?status=new&page=2' })).toBe('/admin/orders?status=new&page=2');
    expect(backToInbox({ inbox: '' })).toBe('/admin/orders');
    expect(backToInbox(null)).toBe('/admin/orders');
    expect(backToInbox({ inbox: '//evil.example' })).toBe('/admin/orders');
  });

  it("builds an order's path with its id escaped", () => {
    expect(orderPath('42')).toBe('/admin/orders/42');
    expect(orderPath('a/b')).toBe('/admin/orders/a%2Fb');
  });
});
