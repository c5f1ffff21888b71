import {
  facetsFrom,
  MAX_CHOSEN_FILTERS,
  splitFilters,
  type CatalogSort,
  type FacetFilter,
  type FilterFacet,
  type ListingFilter,
  type ListingQuery,
  type SimilarQuery,
} from '../catalog-search.js';
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

/** Slots to visit: `slots[0 .. length)`. */
export interface SlotList {
  readonly slots: ArrayLike<number>;
  readonly length: number;
}

/** Whether a listing holds a slot (see ListingColumns.holds). */
export type SlotTest = (slot: number) => boolean;

/** A custom value as filters compare it: lower case letter by letter, as PostgreSQL's lower() (İ is i). */
export function caseless(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : Array.from(text, (c) => (c === 'İ' ? 'i' : c.toLowerCase())).join('');
}

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
  private readonly brand = new IntList();
  private readonly brandNumber = new Map<string, number>();
  private readonly brandSlots: IntList[] = [];
  /** Filter values of each slot: entries valueFrom[slot] .. valueFrom[slot + 1) of the value columns. */
  private readonly valueFrom = new IntList();
  private readonly valueFilter = new IntList();
  /** The value's option (-1: none), its text (caseless, numbered; -1: none), its number (NaN: none). */
  private readonly valueOption = new IntList();
  private readonly valueText = new IntList();
  private readonly valueNumber = new FloatList();
  private readonly filterNumber = new Map<string, number>();
  private readonly textNumber = new Map<string, number>();

  constructor() {
    this.optionFrom.push(0);
    this.valueFrom.push(0);
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
        const option = this.optionOf(id);
        this.optionSlots[option]!.push(slot);
        this.optionPool.push(option);
      }
    }
    this.optionFrom.push(this.optionPool.length);
    let brand = -1;
    if (row.brandId !== null) {
      brand = this.numberOf(this.brandNumber, row.brandId);
      (this.brandSlots[brand] ??= new IntList()).push(slot);
    }
    this.brand.push(brand);
    for (const [filterId, optionId, text, number] of row.values ?? []) {
      this.valueFilter.push(this.numberOf(this.filterNumber, filterId));
      this.valueOption.push(optionId === null ? -1 : this.optionOf(optionId));
      this.valueText.push(text === null ? -1 : this.numberOf(this.textNumber, caseless(text)));
      this.valueNumber.push(number ?? NaN);
    }
    this.valueFrom.push(this.valueFilter.length);
    return slot;
  }

  private optionOf(id: string): number {
    let option = this.optionNumber.get(id);
    if (option === undefined) {
      this.optionNumber.set(id, (option = this.optionSlots.length));
      this.optionSlots.push(new IntList());
    }
    return option;
  }

  /** The number of a key, numbering a new one next. */
  private numberOf(numbers: Map<string, number>, key: string): number {
    let number = numbers.get(key);
    if (number === undefined) numbers.set(key, (number = numbers.size));
    return number;
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

  /**
   * A listing page, no text: filter, exact count, sort and page, as the listing SQL does on
   * product_listing; and how many slots it looked at. The first `count` in order.
   */
  list(query: ListingQuery, count: number): { slots: number[]; total: number; reached: number } {
    const matches: number[] = [];
    const reached = this.eachListed(query, true, (slot) => matches.push(slot));
    return { slots: firstInOrder(matches, count, this.order(query.tier, query.sort ?? 'newest')), total: matches.length, reached };
  }

  /**
   * The test of a listing's conditions for many slots at once (text aside; with or without the chosen
   * options): compiled once per query, the chosen options through marks set from their slot lists.
   * Good until the next query's compilation (the marks are shared).
   */
  holds(query: ListingQuery, withChosen: boolean): SlotTest {
    const prices = this.priceColumn(query.tier);
    const flags = this.flags.data;
    const required = SHOWN | (query.hotDealsOnly ? HOT_DEAL : 0);
    const min = query.minPrice ?? -Infinity;
    const max = query.maxPrice ?? Infinity;
    const rest = this.restOf(query, withChosen, null);
    return (slot) => {
      if ((flags[slot]! & required) !== required) return false;
      const price = prices[slot]!;
      return price !== NONE && price >= min && price <= max && (rest === null || rest(slot));
    };
  }

  /**
   * The conditions `holds` leaves to a further test (category, brand, chosen options, filter values),
   * except the one whose slots are visited (`source`); null when there are none.
   */
  private restOf(query: ListingQuery, withChosen: boolean, source: 'category' | 'brand' | null): SlotTest | null {
    const tests: SlotTest[] = [];
    if (query.categoryIds && source !== 'category') {
      const numbers = new Set(query.categoryIds.flatMap((id) => this.categoryNumber.get(id) ?? []));
      const category = this.category.data;
      tests.push((slot) => numbers.has(category[slot]!));
    }
    if ((query.brandId ?? null) !== null && source !== 'brand') {
      const number = this.brandNumber.get(query.brandId!) ?? -2;
      const brand = this.brand.data;
      tests.push((slot) => brand[slot] === number);
    }
    const { chosen, conditions } = splitFilters(query.filters);
    if (withChosen && chosen.length > 0) {
      const marks = this.markOptions(chosen);
      tests.push((slot) => marks.array[slot] === marks.passed);
    }
    for (const condition of conditions) tests.push(this.valueTest(condition));
    if (tests.length === 0) return null;
    if (tests.length === 1) return tests[0]!;
    return (slot) => tests.every((test) => test(slot));
  }

  /** Whether a slot's value for the filter meets a custom-value or range criterion (and its options, if given). */
  private valueTest({ filterId, optionIds, customValue, minValue, maxValue }: ListingFilter): SlotTest {
    const filter = this.filterNumber.get(filterId) ?? -2;
    const options = optionIds?.length ? new Set(optionIds.flatMap((id) => this.optionNumber.get(id) ?? [])) : null;
    const text = customValue ? (this.textNumber.get(caseless(customValue)) ?? -2) : null;
    const min = minValue ?? -Infinity;
    const max = maxValue ?? Infinity;
    const bounded = (minValue ?? null) !== null || (maxValue ?? null) !== null;
    const from = this.valueFrom.data;
    const filters = this.valueFilter.data;
    return (slot) => {
      // A product has one value per filter.
      for (let i = from[slot]!; i < from[slot + 1]!; i++) {
        if (filters[i] !== filter) continue;
        if (options && !options.has(this.valueOption.data[i]!)) return false;
        if (text !== null && this.valueText.data[i] !== text) return false;
        const number = this.valueNumber.data[i]!;
        return !bounded || (number >= min && number <= max);
      }
      return false;
    };
  }

  /**
   * Calls `visit` with each slot a listing holds (text aside; the chosen options too when `withChosen`):
   * through the slots of its categories or its brand (the fewer), else every slot. Answers how many it looked at.
   */
  private eachListed(query: ListingQuery, withChosen: boolean, visit: (slot: number) => void): number {
    const prices = this.priceColumn(query.tier);
    const flags = this.flags.data;
    const required = SHOWN | (query.hotDealsOnly ? HOT_DEAL : 0);
    const min = query.minPrice ?? -Infinity;
    const max = query.maxPrice ?? Infinity;
    const categories = query.categoryIds
      ? [...new Set(query.categoryIds.flatMap((id) => this.categoryNumber.get(id) ?? []))].map((n) => this.categorySlots[n]!)
      : null;
    const brand = (query.brandId ?? null) === null ? null : this.brandNumber.get(query.brandId!);
    const brandSlots: IntList[] | null = brand === undefined ? [] : brand === null ? null : [this.brandSlots[brand]!];
    const size = (lists: IntList[]) => lists.reduce((sum, list) => sum + list.length, 0);
    const source = brandSlots && (!categories || size(brandSlots) < size(categories)) ? 'brand' : categories ? 'category' : null;
    const rest = this.restOf(query, withChosen, source);
    let reached = 0;
    const scan = (slots: Int32Array | null, length: number) => {
      reached += length;
      for (let i = 0; i < length; i++) {
        const slot = slots ? slots[i]! : i;
        if ((flags[slot]! & required) !== required) continue;
        const price = prices[slot]!;
        if (price === NONE || price < min || price > max) continue;
        if (rest && !rest(slot)) continue;
        visit(slot);
      }
    };
    const lists = source === 'brand' ? brandSlots! : source === 'category' ? categories! : null;
    if (lists) for (const list of lists) scan(list.data, list.length);
    else scan(null, this.count);
    return reached;
  }

  /**
   * Facet counts (see FilterFacet), from the slots' own option lists: each slot the listing holds
   * (chosen options aside) notes which chosen filters it misses; missing none, each of its counted options
   * counts (and it counts in the total); missing one, only the options of that filter do. Work grows with
   * the listing's products and their options, like the listing itself. `matched`: the slots a search's text
   * left, already tested for the rest. Answers the facets, the listing's total and how many slots it looked at.
   */
  facets(query: ListingQuery, counted: readonly FacetFilter[], matched: SlotList | null): { facets: FilterFacet[]; total: number; reached: number } {
    const { chosen } = splitFilters(query.filters);
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
    for (const { filterId, optionIds } of counted) {
      for (const id of optionIds) {
        const option = this.optionNumber.get(id);
        if (option !== undefined) mayMiss[option] = bitOf.get(filterId) ?? 0;
      }
    }
    const all = chosen.length === 0 ? 0 : 2 ** chosen.length - 1;
    const counts = new Int32Array(optionCount);
    const from = this.optionFrom.data;
    const pool = this.optionPool.data;
    let total = 0;
    const visit = (slot: number) => {
      let held = 0;
      for (let i = from[slot]!; i < from[slot + 1]!; i++) held |= groupsOf[pool[i]!]!;
      const missed = all & ~held;
      if (missed === 0) total++;
      // Missing two chosen filters, the slot counts for no option.
      else if ((missed & (missed - 1)) !== 0) return;
      for (let i = from[slot]!; i < from[slot + 1]!; i++) {
        const option = pool[i]!;
        const allowed = mayMiss[option]!;
        if (allowed >= 0 && (missed & ~allowed) === 0) counts[option]!++;
      }
    };
    let reached: number;
    if (matched) {
      for (let i = 0; i < matched.length; i++) visit(matched.slots[i]!);
      reached = matched.length;
    } else {
      reached = this.eachListed(query, false, visit);
    }
    const facets = facetsFrom(counted, (id) => {
      const option = this.optionNumber.get(id);
      return option === undefined ? 0 : counts[option]!;
    });
    return { facets, total, reached };
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

  /** A listing sort's order of two slots (negative: `a` first). */
  order(tier: number, sort: CatalogSort): (a: number, b: number) => number {
    const { ids, names } = this;
    const prices = this.priceColumn(tier);
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    switch (sort) {
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

  /**
   * Whether the listing holds this slot (text aside), for a kept answer checking a changed product: looks
   * everything up afresh (options, values and brands new since the answer was worked out included).
   */
  listed(slot: number, query: ListingQuery): boolean {
    const required = SHOWN | (query.hotDealsOnly ? HOT_DEAL : 0);
    if ((this.flags.data[slot]! & required) !== required) return false;
    const price = this.priceColumn(query.tier)[slot]!;
    if (price === NONE || price < (query.minPrice ?? -Infinity) || price > (query.maxPrice ?? Infinity)) return false;
    if (query.categoryIds && !query.categoryIds.includes(this.categoryIds[this.category.data[slot]!]!)) return false;
    if ((query.brandId ?? null) !== null && this.brand.data[slot] !== (this.brandNumber.get(query.brandId!) ?? -2)) return false;
    const { chosen, conditions } = splitFilters(query.filters);
    return chosen.every((group) => group.optionIds.some((id) => this.hasOption(slot, id))) && conditions.every((condition) => this.valueTest(condition)(slot));
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
  private markOptions(groups: readonly FacetFilter[]): { array: Int32Array; passed: number } {
    if (this.optionMarks.length < this.count || this.nextMark > 2 ** 30) {
      this.optionMarks = new Int32Array(Math.ceil(this.count * 1.25) + 1024);
      this.nextMark = 1;
    }
    const marks = this.optionMarks;
    const base = this.nextMark;
    this.nextMark += groups.length + 1;
    groups.forEach(({ optionIds }, g) => {
      for (const id of new Set(optionIds)) {
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
