import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  estimateTotals,
  hasPendingDrafts,
  lineEditsReducer,
  lineTotal,
  maxQuantity,
  shownQuantity,
  shownTotals,
  type LineEdits,
} from './cartLines';

describe('cart quantity bounds', () => {
  it('keeps a quantity within 1 and 999 (or the stock)', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(5000)).toBe(999);
    expect(clampQuantity(12, maxQuantity(5))).toBe(5);
    expect(clampQuantity(4, maxQuantity(5))).toBe(4);
  });

  it('caps the stepper at the stock, never below 1 and never above 999', () => {
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(0)).toBe(1);
    expect(maxQuantity(-3)).toBe(1);
    expect(maxQuantity(25_000)).toBe(999);
  });
});

describe('cart line edits', () => {
  const reduce = (edits: LineEdits, ...actions: Parameters<typeof lineEditsReducer>[1][]) => actions.reduce(lineEditsReducer, edits);

  it('shows a change at once, locks the line while it is sent, and returns to the server quantity when answered', () => {
    let edits = reduce({}, { type: 'change', id: 'a', quantity: 3 });
    expect(shownQuantity(edits, 'a', 1)).toBe(3);
    expect(edits.a?.busy).toBeUndefined();
    edits = reduce(edits, { type: 'change', id: 'a', quantity: 4 });
    expect(shownQuantity(edits, 'a', 1)).toBe(4);
    edits = reduce(edits, { type: 'send', id: 'a' });
    expect(edits.a).toEqual({ draft: 4, busy: 'update' });
    // Locked: a further change is ignored until the answer.
    expect(reduce(edits, { type: 'change', id: 'a', quantity: 9 })).toBe(edits);
    edits = reduce(edits, { type: 'settle', id: 'a' });
    expect(edits).toEqual({});
    // Answered: the cache holds 4; failed: it still holds 1 and the line shows 1 again (the revert).
    expect(shownQuantity(edits, 'a', 4)).toBe(4);
    expect(shownQuantity(edits, 'a', 1)).toBe(1);
  });

  it('sends nothing for a line without a draft', () => {
    const edits = reduce({}, { type: 'send', id: 'a' });
    expect(edits).toEqual({});
  });

  it('keeps other lines apart', () => {
    const edits = reduce({}, { type: 'change', id: 'a', quantity: 2 }, { type: 'change', id: 'b', quantity: 5 }, { type: 'settle', id: 'a' });
    expect(edits).toEqual({ b: { draft: 5 } });
  });

  it('locks a line being removed, and every line during remove all, until answered', () => {
    let edits = reduce({}, { type: 'change', id: 'a', quantity: 2 }, { type: 'remove', id: 'a' });
    expect(edits.a).toEqual({ busy: 'remove' });
    expect(reduce(edits, { type: 'change', id: 'a', quantity: 7 })).toBe(edits);
    edits = reduce(edits, { type: 'removeDone', id: 'a' });
    expect(edits).toEqual({});
    edits = reduce({ c: { draft: 3 } }, { type: 'removeAll', ids: ['a', 'b'] });
    expect(edits).toEqual({ a: { busy: 'remove' }, b: { busy: 'remove' } });
    expect(reduce(edits, { type: 'removeAllDone' })).toEqual({});
  });

  it('knows when a draft still differs from the server', () => {
    const lines = [
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ];
    expect(hasPendingDrafts({}, lines)).toBe(false);
    expect(hasPendingDrafts({ a: { draft: 2 } }, lines)).toBe(false);
    expect(hasPendingDrafts({ a: { draft: 3 } }, lines)).toBe(true);
    expect(hasPendingDrafts({ z: { draft: 3 } }, lines)).toBe(false);
  });
});

describe('cart totals shown', () => {
  const lines = [
    { id: 'a', quantity: 2, available: true, unitPrice: 899.1, originalUnitPrice: 999 },
    { id: 'b', quantity: 3, available: true, unitPrice: 0.1, originalUnitPrice: 0.1 },
    // Unavailable: shown, never counted.
    { id: 'c', quantity: 1, available: false, unitPrice: 5000, originalUnitPrice: 5000 },
  ];

  it('counts available lines only, in whole qəpik', () => {
    expect(estimateTotals(lines, {})).toEqual({ totalAmount: 1998.3, totalDiscount: 199.8, totalPrice: 1798.5 });
  });

  it('follows the drafts at once', () => {
    expect(estimateTotals(lines, { a: { draft: 1 }, c: { draft: 9 } })).toEqual({ totalAmount: 999.3, totalDiscount: 99.9, totalPrice: 899.4 });
  });

  it("uses the server's figures when nothing is pending, the total being totalAmount − totalDiscount", () => {
    const server = { totalAmount: 1998.3, totalDiscount: 199.8, totalPrice: 1798.5 };
    expect(shownTotals(server, lines, {})).toEqual(server);
    expect(shownTotals({ totalAmount: 10.3, totalDiscount: 0.1, totalPrice: 0 }, lines, {}).totalPrice).toBe(10.2);
    expect(shownTotals(server, lines, { b: { draft: 4 } }).totalPrice).toBe(1798.6);
  });

  it('multiplies a line without floating-point drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 999)).toBe(19970.01);
  });
});
