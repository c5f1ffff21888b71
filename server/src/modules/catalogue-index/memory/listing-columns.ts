import { facetsFrom, MAX_CHOSEN_FILTERS, type CatalogFacetQuery, type CatalogListing, type FilterFacet, type SimilarQuery } from '../catalog-search.js';
import { FloatList, IntList } from './growable.js';
import type { SourceRow } from './source.js';
import { firstInOrder } from './top.js';

/** No price in this tier: the product is not shown to it. */
export const NONE = -1;
const LIVE = 1;
const ACTIVE = 2;
const HOT_DEAL = 4;
const IN_STOCK = 8;
const SHOWN = LIVE | ACTIVE;

/** What decides whether a listing holds a slot, options aside (`within`: only these products). */
type ListedConditions = Omit<CatalogFacetQuery, 'chosen' | 'counted'>;

/** What decides whether a slot is shown to a tier (see isShown). */
export interface Shown {
  readonly flags: Int32Array;
  readonly prices: Int32Array;
}

/** The slot is the product's current version, active, and priced in the tier. */
export function isShown(shown: Shown, slot: number): boolean {
  return (shown.flags[slot]! & SHOWN) === SHOWN && shown.prices[slot] !== NONE;
}

/**
 * The listing columns: one slot per product version, a column per field a listing filters or sorts
 * on (flags, category, the four tier prices, date, name, order count, option ids: each option's slots,
 * and each slot's options for facet counts). A changed product gets a new
 * slot and its old one is retired (its LIVE flag cleared), so slots never move and the search
 * postings that name them are never edited; a reload compacts.
 */
export class ListingColumns {
  private count = 0;
  readonly ids: string[] = [];
  private readonly names: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly flags = new IntList();
  private readonly category = new IntList();
  private readonly created = new FloatList();
  private readonly orders = new IntList();
  private readonly prices = [new IntList(), new IntList(), new IntList(), new IntList()];
  private readonly categoryNumber = new Map<string, number>();
  private readonly categoryIds: string[] = [];
  private readonly categorySlots: IntList[] = [];
  private readonly optionNumber = new Map<string, number>();
  /** Slots of each option (retired ones included; the flags tell). */
  private readonly optionSlots: IntList[] = [];
  /** Options of each slot (option numbers): optionPool[optionFrom[slot] .. optionFrom[slot + 1]). */
  private readonly optionFrom = new IntList();
  private readonly optionPool = new IntList();
  /** Per-slot marks for option filters, stamped with a number that grows per listing (never cleared). */
  private optionMarks = new Int32Array(0);
  private nextMark = 1;
  private readonly newestOrder = new Map<number, Int32Array>();

  constructor() {
    this.optionFrom.push(0);
  }

  /** Slots in all, retired ones included. */
  get slotCount(): number {
    return this.count;
  }

  /** Products with a current slot. */
  get liveCount(): number {
    return this.slotOf.size;
  }

  /** Adds a product's current row as a new slot (retiring its old one) and answers the slot. */
  put(row: SourceRow): number {
    this.retire(row.id);
    const slot = this.count++;
    this.ids.push(row.id);
    this.names.push(row.name);
    this.slotOf.set(row.id, slot);
    this.flags.push(LIVE | (row.isActive ? ACTIVE : 0) | (row.isHotDeal ? HOT_DEAL : 0) | (row.inStock ? IN_STOCK : 0));
    this.orders.push(row.orderCount);
    let category = this.categoryNumber.get(row.categoryId);
    if (category === undefined) {
      this.categoryNumber.set(row.categoryId, (category = this.categoryIds.length));
      this.categoryIds.push(row.categoryId);
      this.categorySlots.push(new IntList());
    }
    this.category.push(category);
    this.categorySlots[category]!.push(slot);
    this.created.push(row.createdUs);
    [row.price1, row.price2, row.price3, row.price4].forEach((price, i) => this.prices[i]!.push(price ?? NONE));
    if (row.optionIds) {
      for (const id of row.optionIds.split(',')) {
        let option = this.optionNumber.get(id);
        if (option === undefined) {
          this.optionNumber.set(id, (option = this.optionSlots.length));
          this.optionSlots.push(new IntList());
        }
        this.optionSlots[option]!.push(slot);
        this.optionPool.push(option);
      }
    }
    this.optionFrom.push(this.optionPool.length);
    return slot;
  }

  /** The product's current slot, if the copy shows it. */
  currentSlot(id: string): number | undefined {
    return this.slotOf.get(id);
  }

  /** The product is gone (or no longer in the listing). */
  retire(id: string): void {
    const old = this.slotOf.get(id);
    if (old === undefined) return;
    this.flags.data[old]! &= ~LIVE;
    this.slotOf.delete(id);
  }

  shown(tier: number): Shown {
    return { flags: this.flags.data, prices: this.priceColumn(tier) };
  }

  private priceColumn(tier: number): Int32Array {
    const prices = this.prices[tier - 1];
    if (!prices) throw new Error(`unknown price tier ${tier}`);
    return prices.data;
  }

  /** A listing page: filter, exact count, sort and page, as the listing SQL does on product_listing; and how many slots it looked at. */
  list(criteria: CatalogListing): { slots: number[]; total: number; reached: number } {
    const marks = this.markOptions(criteria.optionGroups ?? []);
    const matches: number[] = [];
    const reached = this.eachListed(criteria, (slot) => {
      if (!marks || marks.array[slot] === marks.passed) matches.push(slot);
    });
    const slots = firstInOrder(matches, criteria.offset + criteria.limit, this.order(criteria)).slice(criteria.offset);
    return { slots, total: matches.length, reached };
  }

  /**
   * Calls `visit` with each slot a listing with these conditions holds, its options aside: through the
   * `within` products' slots, else the categories' slots, else every slot. Answers how many it looked at.
   */
  private eachListed(conditions: ListedConditions, visit: (slot: number) => void): number {
    const prices = this.priceColumn(conditions.tier);
    const flags = this.flags.data;
    const required = SHOWN | (conditions.hotDealsOnly ? HOT_DEAL : 0);
    const min = conditions.minPrice ?? -Infinity;
    const max = conditions.maxPrice ?? Infinity;
    let reached = 0;
    const scan = (slots: ArrayLike<number> | null, length: number, inCategory: ((slot: number) => boolean) | null) => {
      reached += length;
      for (let i = 0; i < length; i++) {
        const slot = slots ? slots[i]! : i;
        if ((flags[slot]! & required) !== required) continue;
        const price = prices[slot]!;
        if (price === NONE || price < min || price > max) continue;
        if (inCategory && !inCategory(slot)) continue;
        visit(slot);
      }
    };
    const categoryNumbers = new Set((conditions.categoryIds ?? []).flatMap((id) => this.categoryNumber.get(id) ?? []));
    if (conditions.within) {
      const slots = conditions.within.flatMap((id) => this.slotOf.get(id) ?? []);
      const category = this.category.data;
      scan(slots, slots.length, conditions.categoryIds ? (slot) => categoryNumbers.has(category[slot]!) : null);
    } else if (conditions.categoryIds) {
      for (const number of categoryNumbers) {
        const slots = this.categorySlots[number]!;
        scan(slots.data, slots.length, null);
      }
    } else {
      scan(null, this.count, null);
    }
    return reached;
  }

  /**
   * Facet counts (see FilterFacet), from the slots' own option lists: each slot the listing holds
   * (options aside) notes which chosen filters it misses; missing none, each of its counted options
   * counts; missing one, only the options of that filter do. Work grows with the listing's products
   * and their options, like the listing itself. Answers the facets and how many slots it looked at.
   */
  facets(query: CatalogFacetQuery): { facets: FilterFacet[]; reached: number } {
    const chosen = query.chosen.filter((group) => group.optionIds.length > 0);
    if (chosen.length > MAX_CHOSEN_FILTERS) throw new Error(`facets: options of more than ${MAX_CHOSEN_FILTERS} filters chosen`);
    const optionCount = this.optionSlots.length;
    // Per option: the chosen groups it belongs to (a bit each), and, for a counted one, the group it may miss (its own filter's).
    const groupsOf = new Int32Array(optionCount);
    const mayMiss = new Int32Array(optionCount).fill(-1);
    const bitOf = new Map<string, number>();
    chosen.forEach(({ filterId, optionIds }, g) => {
      bitOf.set(filterId, (bitOf.get(filterId) ?? 0) | (1 << g));
      for (const id of optionIds) {
        const option = this.optionNumber.get(id);
        if (option !== undefined) groupsOf[option]! |= 1 << g;
      }
    });
    for (const { filterId, optionIds } of query.counted) {
      for (const id of optionIds) {
        const option = this.optionNumber.get(id);
        if (option !== undefined) mayMiss[option] = bitOf.get(filterId) ?? 0;
      }
    }
    const all = chosen.length === 0 ? 0 : 2 ** chosen.length - 1;
    const counts = new Int32Array(optionCount);
    const from = this.optionFrom.data;
    const pool = this.optionPool.data;
    const reached = this.eachListed(query, (slot) => {
      let held = 0;
      for (let i = from[slot]!; i < from[slot + 1]!; i++) held |= groupsOf[pool[i]!]!;
      const missed = all & ~held;
      // Missing two chosen filters, the slot counts for no option.
      if ((missed & (missed - 1)) !== 0) return;
      for (let i = from[slot]!; i < from[slot + 1]!; i++) {
        const option = pool[i]!;
        const allowed = mayMiss[option]!;
        if (allowed >= 0 && (missed & ~allowed) === 0) counts[option]!++;
      }
    });
    const facets = facetsFrom(query.counted, (id) => {
      const option = this.optionNumber.get(id);
      return option === undefined ? 0 : counts[option]!;
    });
    return { facets, reached };
  }

  /** Search's order of equally good matches: in stock first, then the most ordered, then the newest, then by id. Reads the columns as they are when called. */
  readonly searchTies = (a: number, b: number): number => {
    const flags = this.flags.data;
    const orders = this.orders.data;
    const created = this.created.data;
    const ids = this.ids;
    return (
      (flags[b]! & IN_STOCK) - (flags[a]! & IN_STOCK) ||
      orders[b]! - orders[a]! ||
      created[b]! - created[a]! ||
      (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0)
    );
  };

  /** The listing's order of two slots (negative: `a` first), as `list` sorts. */
  order(criteria: CatalogListing): (a: number, b: number) => number {
    const { ids, names } = this;
    const prices = this.priceColumn(criteria.tier);
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    switch (criteria.sort) {
      case 'price_asc':
        return (a, b) => prices[a]! - prices[b]! || byId(a, b);
      case 'price_desc':
        return (a, b) => prices[b]! - prices[a]! || byId(a, b);
      case 'newest':
        return this.newestFirst();
      case 'name_asc':
        return (a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : byId(a, b));
      case 'name_desc':
        return (a, b) => (names[a]! > names[b]! ? -1 : names[a]! < names[b]! ? 1 : byId(a, b));
    }
  }

  /** Whether the listing holds this slot: `list`'s filter, for one slot. */
  listed(slot: number, criteria: CatalogListing): boolean {
    const required = SHOWN | (criteria.hotDealsOnly ? HOT_DEAL : 0);
    if ((this.flags.data[slot]! & required) !== required) return false;
    const price = this.priceColumn(criteria.tier)[slot]!;
    if (price === NONE || price < (criteria.minPrice ?? -Infinity) || price > (criteria.maxPrice ?? Infinity)) return false;
    if (criteria.categoryIds && !criteria.categoryIds.includes(this.categoryIds[this.category.data[slot]!]!)) return false;
    return (criteria.optionGroups ?? []).every((group) => group.some((id) => this.hasOption(slot, id)));
  }

  /** Whether the slot has the option: its slot list is in slot order (slots are only appended). */
  private hasOption(slot: number, id: string): boolean {
    const option = this.optionNumber.get(id);
    const slots = option === undefined ? undefined : this.optionSlots[option];
    if (!slots) return false;
    let low = 0;
    let high = slots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (slots.data[middle]! < slot) low = middle + 1;
      else high = middle;
    }
    return low < slots.length && slots.data[low] === slot;
  }

  /**
   * Marks the slots that have an option of every group: group by group through the options' own slot
   * lists (a few thousand per option), instead of every product's options. Answers the mark that passed.
   */
  private markOptions(groups: readonly (readonly string[])[]): { array: Int32Array; passed: number } | null {
    if (groups.length === 0) return null;
    if (this.optionMarks.length < this.count || this.nextMark > 2 ** 30) {
      this.optionMarks = new Int32Array(Math.ceil(this.count * 1.25) + 1024);
      this.nextMark = 1;
    }
    const marks = this.optionMarks;
    const base = this.nextMark;
    this.nextMark += groups.length + 1;
    groups.forEach((group, g) => {
      for (const id of new Set(group)) {
        const option = this.optionNumber.get(id);
        const slots = option === undefined ? undefined : this.optionSlots[option];
        if (!slots) continue;
        const data = slots.data;
        for (let i = 0; i < slots.length; i++) {
          const slot = data[i]!;
          // First group: any earlier mark is from another listing. Later groups: it must have passed the ones before.
          if (g === 0 ? marks[slot]! < base : marks[slot] === base + g) marks[slot] = base + g + 1;
        }
      }
    });
    return { array: marks, passed: base + groups.length };
  }

  /** The category of a product the index holds, or null. */
  categoryOf(productId: string): string | null {
    const slot = this.slotOf.get(productId);
    return slot === undefined ? null : this.categoryIds[this.category.data[slot]!]!;
  }

  /** Products like another: its category first, then the sibling categories, then the rest; newest first in each. */
  similar({ tier, categoryId, siblingIds, excludeId, limit }: SimilarQuery): string[] {
    const shown = this.shown(tier);
    const { ids, category } = this;
    const newest = this.newestFirst();
    const candidate = (slot: number) => isShown(shown, slot) && ids[slot] !== excludeId;
    const numbers = (categoryIds: readonly (string | null)[]) =>
      categoryIds.flatMap((id) => (id !== null && this.categoryNumber.has(id) ? [this.categoryNumber.get(id)!] : []));
    const picked: number[] = [];
    // The newest shown products of each category are at the front of its newest-first order; the first
    // few of every category hold the newest few of them all.
    const pickNewest = (categories: number[]) => {
      const wanted = limit - picked.length;
      const candidates: number[] = [];
      for (const n of categories) {
        let taken = 0;
        for (const slot of this.newestIn(n)) {
          if (taken === wanted) break;
          if (candidate(slot)) {
            candidates.push(slot);
            taken++;
          }
        }
      }
      picked.push(...firstInOrder(candidates, wanted, newest));
    };
    pickNewest(numbers([categoryId]));
    if (picked.length < limit) pickNewest(numbers(siblingIds));
    if (picked.length < limit) {
      const used = new Set(numbers([categoryId, ...siblingIds]));
      const rest: number[] = [];
      for (let slot = 0; slot < this.count; slot++) if (!used.has(category.data[slot]!) && candidate(slot)) rest.push(slot);
      picked.push(...firstInOrder(rest, limit - picked.length, newest));
    }
    return picked.map((slot) => ids[slot]!);
  }

  private newestFirst(): (a: number, b: number) => number {
    const created = this.created.data;
    const ids = this.ids;
    return (a, b) => created[b]! - created[a]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
  }

  /**
   * A category's slots, newest first. Slots are only ever appended and never change their date, so the
   * order stays right until the category gains a slot; then it is sorted again on first use.
   */
  private newestIn(category: number): Int32Array {
    const slots = this.categorySlots[category]!;
    let order = this.newestOrder.get(category);
    if (order?.length !== slots.length) {
      order = slots.data.slice(0, slots.length).sort(this.newestFirst());
      this.newestOrder.set(category, order);
    }
    return order;
  }
}
