/** Work done between two pauses at most: a reload of 100,000 products never holds requests up longer. */
const SLICE_MS = 8;

/**
 * Cuts long building work into slices: the work asks `due()` every few thousand steps and, when it
 * is, awaits `pause()`, which lets waiting requests and I/O run (setImmediate) before it goes on.
 */
export class TimeSlices {
  private sliceStart = performance.now();

  due(): boolean {
    return performance.now() - this.sliceStart > SLICE_MS;
  }

  async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }

  /** The work was waiting (for I/O): others ran meanwhile, a new slice begins. */
  restart(): void {
    this.sliceStart = performance.now();
  }

  /** Pauses if the slice is used up. */
  async breathe(): Promise<void> {
    if (this.due()) await this.pause();
  }
}

const RUN = 2048;

/**
 * Sorts numbers (slots, word numbers) in slices: runs of 2,048 sorted natively, then merged pairwise,
 * pausing between steps. Stable. Answers the sorted array (`items` itself or a new one).
 */
export async function sortInSlices(
  items: Int32Array<ArrayBuffer>,
  compare: (a: number, b: number) => number,
  slices: TimeSlices,
): Promise<Int32Array<ArrayBuffer>> {
  const length = items.length;
  for (let from = 0; from < length; from += RUN) {
    items.subarray(from, Math.min(from + RUN, length)).sort(compare);
    await slices.breathe();
  }
  let source = items;
  let target = new Int32Array(length);
  let steps = 0;
  for (let width = RUN; width < length; width *= 2) {
    for (let left = 0; left < length; left += 2 * width) {
      const middle = Math.min(left + width, length);
      const right = Math.min(left + 2 * width, length);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        target[k++] = compare(source[j]!, source[i]!) < 0 ? source[j++]! : source[i++]!;
        if ((++steps & 4095) === 0 && slices.due()) await slices.pause();
      }
      while (i < middle) target[k++] = source[i++]!;
      while (j < right) target[k++] = source[j++]!;
    }
    [source, target] = [target, source];
  }
  return source;
}
