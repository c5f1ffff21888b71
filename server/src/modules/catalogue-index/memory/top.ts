/** Picking a page from many matches without sorting them all. */

/** The `count` slots of `slots[0 .. length)` with the highest keys, highest first (a bounded min-heap). */
export function highestKeys(slots: Int32Array, length: number, keys: Float64Array, count: number): number[] {
  const heap = new Int32Array(Math.max(0, Math.min(count, length)));
  let size = 0;
  const sink = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      let lowest = at;
      if (left < size && keys[heap[left]!]! < keys[heap[lowest]!]!) lowest = left;
      if (left + 1 < size && keys[heap[left + 1]!]! < keys[heap[lowest]!]!) lowest = left + 1;
      if (lowest === at) return;
      const swap = heap[at]!;
      heap[at] = heap[lowest]!;
      heap[lowest] = swap;
      at = lowest;
    }
  };
  for (let i = 0; i < length; i++) {
    const slot = slots[i]!;
    if (size < heap.length) {
      heap[size] = slot;
      for (let at = size++; at > 0;) {
        const parent = (at - 1) >> 1;
        if (keys[heap[parent]!]! <= keys[heap[at]!]!) break;
        const swap = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = swap;
        at = parent;
      }
    } else if (size > 0 && keys[slot]! > keys[heap[0]!]!) {
      heap[0] = slot;
      sink(0);
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => keys[b]! - keys[a]!);
}

/** The first `count` items in `order`, without sorting all of a long list (a bounded heap). */
export function firstInOrder(items: number[], count: number, order: (a: number, b: number) => number): number[] {
  if (count <= 0) return [];
  if (items.length <= count * 4 + 64) return items.sort(order).slice(0, count);
  // Max-heap of the best `count` seen so far: its root is the worst of them.
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && order(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && order(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (order(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (order(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(order);
}
