import { iota } from './growable.js';
import { sortInSlices, type TimeSlices } from './time-slices.js';

/**
 * Every slot ranked by (name, id), as search breaks ties of score. Kept as the slots in that order,
 * sorted once when a copy is built; a slot added later is put in its place (binary search, one
 * memmove), and ranks are brought up to date lazily from the lowest place an insertion moved: a
 * write costs one pass over the slots after it on the next search, not a sort of every name (which
 * took 140-190 ms at 100,000 products).
 */
export class NameOrder {
  private order = new Int32Array(0);
  private length = 0;
  private rank = new Int32Array(0);
  /** Ranks of the slots at places below this one are right. */
  private rankedBelow = 0;

  /** `names` and `ids` by slot: the listing columns' own arrays, which only grow. */
  private constructor(
    private readonly names: readonly string[],
    private readonly ids: readonly string[],
  ) {}

  static async build(names: readonly string[], ids: readonly string[], slices: TimeSlices): Promise<NameOrder> {
    const built = new NameOrder(names, ids);
    built.order = await sortInSlices(iota(names.length), built.compare, slices);
    built.length = names.length;
    built.ranks();
    return built;
  }

  private readonly compare = (a: number, b: number): number => {
    const { names, ids } = this;
    return names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0;
  };

  /** Puts a new slot in its place. */
  add(slot: number): void {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.order[middle]!, slot) <= 0) low = middle + 1;
      else high = middle;
    }
    if (this.length === this.order.length) {
      const bigger = new Int32Array(Math.ceil(this.length * 1.25) + 1024);
      bigger.set(this.order);
      this.order = bigger;
    }
    this.order.copyWithin(low + 1, low, this.length);
    this.order[low] = slot;
    this.length++;
    this.rankedBelow = Math.min(this.rankedBelow, low);
  }

  /** Each slot's place in the order (0: first by name). */
  ranks(): Int32Array {
    if (this.rank.length < this.length) {
      const bigger = new Int32Array(Math.ceil(this.length * 1.25) + 1024);
      bigger.set(this.rank);
      this.rank = bigger;
    }
    const { order, rank } = this;
    for (let place = this.rankedBelow; place < this.length; place++) rank[order[place]!] = place;
    this.rankedBelow = this.length;
    return rank;
  }
}
