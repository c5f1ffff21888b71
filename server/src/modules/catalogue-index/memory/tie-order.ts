import { iota } from './growable.js';
import { sortInSlices, type TimeSlices } from './time-slices.js';

/** Tie keys run from 1 to below this (search puts the score above it in the same number). */
export const TIE_KEY_SPAN = 2 ** 32;

/**
 * Every slot's place in the order search breaks ties of score by (`compare`: in stock first, then the
 * most ordered, the newest, the id; see ListingColumns.searchTies), as a number: the tie key. Keys
 * are spread over 1 .. 2^32 when a copy is built, so a slot added later takes a key halfway between
 * its neighbours' (found by binary search in the slots kept in that order): a write costs one
 * memmove, not a sort of every slot (140-190 ms at 100,000 products) nor a pass over every rank.
 * Only when two neighbours have no key left between them are all keys spread out again. A slot's
 * values never change (a changed product gets a new slot), so its place stays right.
 */
export class TieOrder {
  private order = new Int32Array(0);
  private length = 0;
  private keys = new Float64Array(0);

  /** `compare` reads the listing columns as they are when called (they only grow). */
  private constructor(private readonly compare: (a: number, b: number) => number) {}

  static async build(slotCount: number, compare: (a: number, b: number) => number, slices: TimeSlices): Promise<TieOrder> {
    const built = new TieOrder(compare);
    built.order = await sortInSlices(iota(slotCount), compare, slices);
    built.length = slotCount;
    built.spread();
    return built;
  }

  /** Gives the slots in order evenly spaced keys. */
  private spread(): void {
    if (this.keys.length < this.length) this.keys = this.grown(this.keys, this.length);
    const step = Math.floor(TIE_KEY_SPAN / (this.length + 1));
    for (let place = 0; place < this.length; place++) this.keys[this.order[place]!] = (place + 1) * step;
  }

  private grown<T extends Int32Array | Float64Array>(array: T, atLeast: number): T {
    const bigger = new (array.constructor as new (length: number) => T)(Math.ceil(atLeast * 1.25) + 1024);
    bigger.set(array);
    return bigger;
  }

  /** Puts a new slot in its place. */
  add(slot: number): void {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.order[middle]!, slot) <= 0) low = middle + 1;
      else high = middle;
    }
    if (this.length === this.order.length) this.order = this.grown(this.order, this.length + 1);
    if (this.keys.length <= slot) this.keys = this.grown(this.keys, slot + 1);
    this.order.copyWithin(low + 1, low, this.length);
    this.order[low] = slot;
    this.length++;
    const before = low > 0 ? this.keys[this.order[low - 1]!]! : 0;
    const after = low + 1 < this.length ? this.keys[this.order[low + 1]!]! : TIE_KEY_SPAN;
    if (after - before >= 2) this.keys[slot] = Math.floor((before + after) / 2);
    else this.spread();
  }

  /** Each slot's tie key: a higher key, a later place. */
  tieKeys(): Float64Array {
    return this.keys;
  }
}
