/** A growable typed array: 100,000 products live in a few dozen objects the garbage collector hardly sees. */
class GrowableArray<T extends Int32Array | Float64Array> {
  length = 0;

  constructor(public data: T) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new (this.data.constructor as new (length: number) => T)(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

export class IntList extends GrowableArray<Int32Array> {
  constructor() {
    super(new Int32Array(64));
  }
}

export class FloatList extends GrowableArray<Float64Array> {
  constructor() {
    super(new Float64Array(64));
  }
}

/** 0, 1, … count - 1. */
export function iota(count: number): Int32Array<ArrayBuffer> {
  const numbers = new Int32Array(count);
  for (let i = 0; i < count; i++) numbers[i] = i;
  return numbers;
}
