/** The cart's rules that need no React: quantity bounds, the lines' local edits, and the totals shown. */

/** A line holds 1 to 999 units (the server's bounds too). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
/** A quantity change is sent after this much quiet (spec §9). */
export const QUANTITY_DEBOUNCE_MS = 500;

/** The highest quantity a line may be set to: 999, or the stock when that is lower (never below 1). */
export function maxQuantity(stockQuantity: number): number {
  return Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, Math.floor(stockQuantity)));
}

/** A typed or stepped quantity brought into 1…max; anything unreadable reads as 1. */
export function clampQuantity(value: number, max = MAX_QUANTITY): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(Math.max(MIN_QUANTITY, Math.floor(value)), Math.max(MIN_QUANTITY, max));
}

/**
 * What the page knows about a line beyond the server's answer: a quantity the customer chose that is not
 * sent yet or not answered yet (`draft`), and whether a request for it is under way (`busy`: the line is
 * locked). Lines without an entry show the server's quantity.
 */
export interface LineEdit {
  draft?: number;
  busy?: 'update' | 'remove';
}
export type LineEdits = Readonly<Record<string, LineEdit>>;

export type LineAction =
  /** The stepper or the field changed: shown at once, sent after the quiet period. */
  | { type: 'change'; id: string; quantity: number }
  /** The quiet period ended and the draft is being sent: the line is locked. */
  | { type: 'send'; id: string }
  /** The update was answered (the cache now holds the server's quantity) or failed (revert): the draft goes. */
  | { type: 'settle'; id: string }
  /** Removal is under way: the line is locked. */
  | { type: 'remove'; id: string }
  /** Removal answered: the line is gone, or (on failure) usable again as it was. */
  | { type: 'removeDone'; id: string }
  /** Everything is being removed at once ("remove all"): every line is locked. */
  | { type: 'removeAll'; ids: readonly string[] }
  /** "Remove all" answered: the lines are gone, or (on failure) usable again. */
  | { type: 'removeAllDone' };

function without(edits: LineEdits, id: string): LineEdits {
  if (!(id in edits)) return edits;
  return Object.fromEntries(Object.entries(edits).filter(([key]) => key !== id));
}

export function lineEditsReducer(edits: LineEdits, action: LineAction): LineEdits {
  switch (action.type) {
    case 'change': {
      const current = edits[action.id];
      if (current?.busy) return edits; // a locked line takes no changes
      return { ...edits, [action.id]: { draft: action.quantity } };
    }
    case 'send': {
      const current = edits[action.id];
      if (!current || current.draft === undefined || current.busy) return edits;
      return { ...edits, [action.id]: { ...current, busy: 'update' } };
    }
    case 'settle':
      return without(edits, action.id);
    case 'remove':
      return { ...edits, [action.id]: { busy: 'remove' } };
    case 'removeDone':
      return without(edits, action.id);
    case 'removeAll':
      return Object.fromEntries(action.ids.map((id) => [id, { busy: 'remove' as const }]));
    case 'removeAllDone':
      return {};
  }
}

/** The quantity a line shows: the customer's draft while there is one, else the server's. */
export function shownQuantity(edits: LineEdits, id: string, serverQuantity: number): number {
  return edits[id]?.draft ?? serverQuantity;
}

/** True while a draft differs from what the server holds (something still to send or being sent). */
export function hasPendingDrafts(edits: LineEdits, lines: readonly { id: string; quantity: number }[]): boolean {
  return lines.some((line) => {
    const draft = edits[line.id]?.draft;
    return draft !== undefined && draft !== line.quantity;
  });
}

export interface TotalsLine {
  id: string;
  quantity: number;
  available: boolean;
  unitPrice: number;
  originalUnitPrice: number;
}

export interface CartTotals {
  totalAmount: number;
  totalDiscount: number;
  totalPrice: number;
}

/** AZN amounts as whole qəpik, so sums of prices do not drift (0.1 + 0.2). */
const toQepik = (amount: number) => Math.round(amount * 100);

/**
 * The totals shown while the customer's drafts are not answered yet: the server's rule applied to the
 * shown quantities (available lines only; totalAmount = Σ undiscounted price × quantity, totalDiscount =
 * totalAmount − Σ price × quantity; the total = totalAmount − totalDiscount).
 */
export function estimateTotals(lines: readonly TotalsLine[], edits: LineEdits): CartTotals {
  let amount = 0;
  let paid = 0;
  for (const line of lines) {
    if (!line.available) continue;
    const quantity = shownQuantity(edits, line.id, line.quantity);
    amount += toQepik(line.originalUnitPrice) * quantity;
    paid += toQepik(line.unitPrice) * quantity;
  }
  return { totalAmount: amount / 100, totalDiscount: (amount - paid) / 100, totalPrice: paid / 100 };
}

/** A line's total as shown: its price × the shown quantity. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return (toQepik(unitPrice) * quantity) / 100;
}

/**
 * The totals to show: the server's own figures when nothing is pending (it is the authority on prices),
 * else the estimate over the shown quantities. The shown total is totalAmount − totalDiscount (spec §9).
 */
export function shownTotals(server: CartTotals, lines: readonly TotalsLine[], edits: LineEdits): CartTotals {
  if (!hasPendingDrafts(edits, lines)) {
    return {
      totalAmount: server.totalAmount,
      totalDiscount: server.totalDiscount,
      totalPrice: (toQepik(server.totalAmount) - toQepik(server.totalDiscount)) / 100,
    };
  }
  return estimateTotals(lines, edits);
}
