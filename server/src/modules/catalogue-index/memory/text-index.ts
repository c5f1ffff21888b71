import { foldSearchText, trigramsOf } from '../search-text.js';
import { IntList, iota } from './growable.js';
import type { SlotList, SlotTest } from './listing-columns.js';
import { TIE_KEY_SPAN } from './tie-order.js';
import { sortInSlices, type TimeSlices } from './time-slices.js';
import { firstInOrder, highestKeys } from './top.js';

/** Points of a match by where the word was found: ts_rank's default weights of D, C, B, A, times 100. */
const WEIGHT_POINTS = [10, 20, 40, 100];
const HEAD = 3;
/** A whole word counts ten times its weight, a word still being typed (a prefix) eight times. */
const WHOLE_WORD = 10;
const PREFIX = 8;
/** Typo tolerance: share of the query word's trigrams found in a name/SKU/brand word, from this length. */
const FUZZY_MIN_LENGTH = 4;
const FUZZY_THRESHOLD = 0.5;
/** A resembling word counts at most five times its weight, below any prefix of a name word. */
const FUZZY = 5;
const MAX_QUERY_WORDS = 12;
/** Words added since the copy was built, past which the next reload is due (their postings sit outside the sorted layout). */
const MAX_NEW_WORDS = 20_000;

/** The words of a query as the index matches them: folded, each once, at most twelve. */
export function queryWordsOf(text: string): string[] {
  return [...new Set(foldSearchText(text).split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);
}

/** Calls `found(word, weight)` for each lexeme of a tsvector's text (`'word':1A,5B 'other':3`), weight A=3 … D=0. */
function eachLexeme(document: string, found: (word: string, weight: number) => void): void {
  let at = document.indexOf("'");
  while (at >= 0) {
    const end = document.indexOf("'", at + 1);
    if (end < 0) return;
    const word = document.slice(at + 1, end);
    const next = document.indexOf(" '", end);
    const positions = document.slice(end + 1, next < 0 ? document.length : next);
    found(word, positions.includes('A') ? 3 : positions.includes('B') ? 2 : positions.includes('C') ? 1 : 0);
    at = next < 0 ? -1 : next + 1;
  }
}

interface Scratch {
  score: Int32Array;
  points: Int32Array;
  keys: Float64Array;
  touched: Int32Array;
  read: Int32Array;
  candidates: Int32Array;
  /** The score of each candidate, by its place in `candidates`. */
  scores: Int32Array;
}

/** A query word, and the name/SKU/brand words it resembles (number -> similarity). */
export interface QueryTerm {
  text: string;
  similar: Map<number, number>;
}

/** What one query word matches: the run of sorted words it starts, words it resembles, and the postings that costs. */
interface Term extends QueryTerm {
  first: number;
  end: number;
  cost: number;
}

/** Whether typos are forgiven in this query word: long enough, and not a number. */
const forgivesTypos = (word: string) => word.length >= FUZZY_MIN_LENGTH && /[a-z]/.test(word);

/**
 * The text index: a dictionary of the words of every search document, each with its postings (slot
 * * 4 + weight), and the trigrams of name/SKU/brand words for typos. When a copy is built the words
 * are numbered in text order and their postings laid out in that order in one array, so all words
 * with a prefix are one contiguous run of postings: postingData[postingFrom[first] .. postingFrom[end]).
 * Words and postings added later (by changes) sit in `newPostings` until the next reload.
 */
export class TextIndex {
  /** Words of each slot (word * 4 + weight): wordPool[wordFrom[slot] .. wordFrom[slot + 1]). */
  private readonly wordFrom = new IntList();
  private readonly wordPool = new IntList();
  private words: string[] = [];
  private wordNumber = new Map<string, number>();
  private sortedWordCount = 0;
  private postingFrom = new Int32Array(1);
  private postingData = new Int32Array(0);
  private readonly newPostings = new Map<number, number[]>();
  /** Trigram -> words seen in a name, SKU or brand (for typo tolerance). */
  private readonly headTrigrams = new Map<string, number[]>();
  private headWord = new Uint8Array(1024);
  /** Words that became name/SKU/brand words since `takeNewHeadWords()` was last asked (changes only). */
  private newHeadWords: number[] = [];
  private scratchArrays: Scratch = {
    score: new Int32Array(0),
    points: new Int32Array(0),
    keys: new Float64Array(0),
    touched: new Int32Array(0),
    read: new Int32Array(0),
    candidates: new Int32Array(0),
    scores: new Int32Array(0),
  };

  constructor() {
    this.wordFrom.push(0);
  }

  private get slotCount(): number {
    return this.wordFrom.length - 1;
  }

  /** Enough words wait outside the sorted layout that a reload is due. */
  get needsCompaction(): boolean {
    return this.newPostings.size > MAX_NEW_WORDS;
  }

  /**
   * Adds the next slot's document (slots come in order, as the listing columns number them). While a
   * copy is built (`building`) the postings are left to buildPostings().
   */
  add(slot: number, document: string | null, building: boolean): void {
    if (slot !== this.slotCount) throw new Error(`text index: slot ${slot} out of order`);
    if (document) {
      eachLexeme(document, (word, weight) => {
        const number = this.wordOf(word);
        this.wordPool.push(number * 4 + weight);
        if (building) return;
        const list = this.newPostings.get(number);
        if (list) list.push(slot * 4 + weight);
        else this.newPostings.set(number, [slot * 4 + weight]);
        if (weight === HEAD && !this.headWord[number]) {
          this.addHeadWord(number);
          this.newHeadWords.push(number);
        }
      });
    }
    this.wordFrom.push(this.wordPool.length);
  }

  private wordOf(word: string): number {
    let number = this.wordNumber.get(word);
    if (number === undefined) {
      number = this.words.length;
      this.words.push(word);
      this.wordNumber.set(word, number);
      if (number >= this.headWord.length) {
        const bigger = new Uint8Array(this.headWord.length * 2);
        bigger.set(this.headWord);
        this.headWord = bigger;
      }
    }
    return number;
  }

  private addHeadWord(number: number): void {
    this.headWord[number] = 1;
    const word = this.words[number]!;
    // Typos are forgiven in words, not in numbers.
    if (word.length < 3 || !/[a-z]/.test(word)) return;
    for (const trigram of trigramsOf(word)) {
      const list = this.headTrigrams.get(trigram);
      if (list) list.push(number);
      else this.headTrigrams.set(trigram, [number]);
    }
  }

  /**
   * Once every document of a new copy is added: numbers the dictionary in text order, then inverts
   * every slot's words into one array of postings grouped by word in that order, and indexes the
   * name/SKU/brand words' trigrams. In time slices: the new copy is built while the old one answers.
   */
  async buildPostings(slices: TimeSlices): Promise<void> {
    const words = this.words;
    const order = await sortInSlices(iota(words.length), (a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0), slices);
    const renumber = new Int32Array(words.length);
    const sorted = new Array<string>(words.length);
    const wordNumber = new Map<string, number>();
    for (let i = 0; i < order.length; i++) {
      renumber[order[i]!] = i;
      sorted[i] = words[order[i]!]!;
      wordNumber.set(sorted[i]!, i);
      if ((i & 4095) === 4095) await slices.breathe();
    }
    this.words = sorted;
    this.wordNumber = wordNumber;
    this.sortedWordCount = sorted.length;
    const pool = this.wordPool.data;
    const from = new Int32Array(sorted.length + 1);
    for (let i = 0; i < this.wordPool.length; i++) {
      pool[i] = renumber[pool[i]! >> 2]! * 4 + (pool[i]! & 3);
      from[(pool[i]! >> 2) + 1]!++;
      if ((i & 16383) === 16383) await slices.breathe();
    }
    for (let w = 0; w < sorted.length; w++) from[w + 1]! += from[w]!;
    const data = new Int32Array(this.wordPool.length);
    const fill = from.slice(0, sorted.length);
    const wordFrom = this.wordFrom.data;
    for (let slot = 0; slot < this.slotCount; slot++) {
      for (let i = wordFrom[slot]!; i < wordFrom[slot + 1]!; i++) {
        const word = pool[i]! >> 2;
        data[fill[word]!++] = slot * 4 + (pool[i]! & 3);
        if ((pool[i]! & 3) === HEAD && !this.headWord[word]) this.addHeadWord(word);
      }
      if ((slot & 1023) === 1023) await slices.breathe();
    }
    this.postingFrom = from;
    this.postingData = data;
  }

  /**
   * Search: every query word must start a word of the product's document (or, from four letters,
   * resemble a name/SKU/brand word), among the slots `holds` accepts. Ranked by where the words were found
   * (name/SKU/brand first, then category and specifications, then descriptions; whole words above
   * prefixes), then by the tie order (`tieKeys`: in stock, most ordered, newest; the score and the tie key
   * fit one number, below 2^53); or, given an `order`, in that order. Answers the first `count` slots,
   * the exact count and how many slots it looked at.
   */
  search(
    queryWords: string[],
    holds: SlotTest,
    tieKeys: Float64Array,
    count: number,
    order: ((a: number, b: number) => number) | null,
  ): { slots: number[]; total: number; reached: number } {
    const { found, reached } = this.match(queryWords, holds);
    const { keys, candidates, scores } = this.scratchArrays;
    if (order) return { slots: firstInOrder(Array.from(candidates.subarray(0, found)), count, order), total: found, reached };
    for (let i = 0; i < found; i++) {
      const slot = candidates[i]!;
      keys[slot] = scores[i]! * TIE_KEY_SPAN + (TIE_KEY_SPAN - tieKeys[slot]!);
    }
    return { slots: highestKeys(candidates, found, keys, count), total: found, reached };
  }

  /** Every slot `search` finds, unordered, and how many slots it looked at. */
  matching(queryWords: string[], holds: SlotTest): SlotList & { reached: number } {
    const { found, reached } = this.match(queryWords, holds);
    return { slots: this.scratchArrays.candidates.slice(0, found), length: found, reached };
  }

  /**
   * The matches of every query word among the slots `holds` accepts: candidates[0 .. found) with their
   * scores (scratch arrays, good until the next call); and how many slots it looked at.
   */
  private match(queryWords: string[], holds: SlotTest): { found: number; reached: number } {
    // The rarest word first: the others only need checking on its matches.
    const [driver, ...others] = queryWords.map((word) => this.termOf(word)).sort((a, b) => a.cost - b.cost);
    const { score, points, touched, read, candidates, scores } = this.scratch();
    const reached = this.collect(driver!, score, touched, 0);
    let found = 0;
    for (let i = 0; i < reached; i++) {
      const slot = touched[i]!;
      if (holds(slot)) candidates[found++] = slot;
    }
    const wordsPerSlot = this.wordPool.length / Math.max(1, this.slotCount);
    for (const term of others) {
      let kept = 0;
      if (found * wordsPerSlot < term.cost) {
        // Few candidates: look at their own words.
        for (let i = 0; i < found; i++) {
          const slot = candidates[i]!;
          const value = this.slotPoints(term, slot);
          if (value > 0) {
            score[slot]! += value;
            candidates[kept++] = slot;
          }
        }
      } else {
        const readCount = this.collect(term, points, read, 0);
        for (let i = 0; i < found; i++) {
          const slot = candidates[i]!;
          if (points[slot]! > 0) {
            score[slot]! += points[slot]!;
            candidates[kept++] = slot;
          }
        }
        for (let i = 0; i < readCount; i++) points[read[i]!] = 0;
      }
      found = kept;
    }
    for (let i = 0; i < found; i++) scores[i] = score[candidates[i]!]!;
    for (let i = 0; i < reached; i++) score[touched[i]!] = 0;
    return { found, reached };
  }

  /** The first sorted dictionary word not below `value`. */
  private lowerBound(value: string): number {
    let low = 0;
    let high = this.sortedWordCount;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** What a query word matches, and how many postings reading it costs. */
  private termOf(text: string): Term {
    const first = this.lowerBound(text);
    // Every word with this prefix sorts before the prefix followed by the highest character.
    const end = this.lowerBound(`${text}\uffff`);
    const similar = forgivesTypos(text) ? this.wordsLike(text) : new Map<number, number>();
    let cost = this.postingFrom[end]! - this.postingFrom[first]!;
    for (const number of similar.keys()) if (number < this.sortedWordCount) cost += this.postingFrom[number + 1]! - this.postingFrom[number]!;
    for (const [number, postings] of this.newPostings) if (this.words[number]!.startsWith(text) || similar.has(number)) cost += postings.length;
    return { text, first, end, similar, cost };
  }

  /** Name/SKU/brand words close to `word` (shared trigrams), with their similarity. */
  private wordsLike(word: string): Map<number, number> {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) for (const number of this.headTrigrams.get(trigram) ?? []) shared.set(number, (shared.get(number) ?? 0) + 1);
    const close = new Map<number, number>();
    for (const [number, count] of shared) {
      const similarity = count / trigrams.length;
      if (similarity >= FUZZY_THRESHOLD && !this.words[number]!.startsWith(word)) close.set(number, similarity);
    }
    return close;
  }

  /** The query's words as a kept answer checks changed products against them (see `scoreOf`). */
  queryTerms(queryWords: readonly string[]): QueryTerm[] {
    return queryWords.map((text) => ({ text, similar: forgivesTypos(text) ? this.wordsLike(text) : new Map<number, number>() }));
  }

  /** Name/SKU/brand words added by changes since the last call. */
  takeNewHeadWords(): number[] {
    const words = this.newHeadWords;
    this.newHeadWords = [];
    return words;
  }

  /** Adds to the terms' resembling words those of `words` (new name words) that resemble them, as `wordsLike` would. */
  learnSimilar(terms: readonly QueryTerm[], words: readonly number[]): void {
    for (const term of terms) {
      if (!forgivesTypos(term.text)) continue;
      const trigrams = trigramsOf(term.text);
      for (const number of words) {
        const word = this.words[number]!;
        if (word.length < 3 || !/[a-z]/.test(word) || word.startsWith(term.text)) continue;
        const own = new Set(trigramsOf(word));
        const similarity = trigrams.filter((trigram) => own.has(trigram)).length / trigrams.length;
        if (similarity >= FUZZY_THRESHOLD) term.similar.set(number, similarity);
      }
    }
  }

  /** A slot's search score for these terms, as `search` adds it up; 0 when a term is not matched. */
  scoreOf(terms: readonly QueryTerm[], slot: number): number {
    let score = 0;
    for (const term of terms) {
      const points = this.slotPoints(term, slot);
      if (points === 0) return 0;
      score += points;
    }
    return score;
  }

  /** Points of a dictionary word for a term: whole word, prefix or resemblance (0: no match). */
  private pointsOf(term: QueryTerm, word: number, weight: number, prefixed: boolean): number {
    if (prefixed) return WEIGHT_POINTS[weight]! * (this.words[word]!.length === term.text.length ? WHOLE_WORD : PREFIX);
    const similarity = term.similar.get(word);
    return similarity !== undefined && weight === HEAD ? Math.round(WEIGHT_POINTS[HEAD]! * FUZZY * similarity) : 0;
  }

  /**
   * Reads a term's postings into `points` (best per slot) and appends each slot it reaches first to
   * `touched` (from `count` on); answers the new count. Typed arrays and plain loops: this runs over
   * up to a few hundred thousand postings per keystroke.
   */
  private collect(term: Term, points: Int32Array, touched: Int32Array, count: number): number {
    const take = (data: Int32Array | number[], from: number, to: number, value: Int32Array) => {
      for (let i = from; i < to; i++) {
        const posting = data[i]!;
        const add = value[posting & 3]!;
        if (add === 0) continue;
        const slot = posting >> 2;
        const before = points[slot]!;
        if (before === 0) touched[count++] = slot;
        if (add > before) points[slot] = add;
      }
    };
    const valuesOf = (word: number, prefixed: boolean) => Int32Array.from([0, 1, 2, 3], (weight) => this.pointsOf(term, word, weight, prefixed));
    const from = this.postingFrom;
    const data = this.postingData;
    // The prefix's run of postings, with the whole word (if typed in full) counted as such.
    const whole = this.wordNumber.get(term.text);
    const prefixValues = Int32Array.from(WEIGHT_POINTS, (points) => points * PREFIX);
    if (whole !== undefined && whole < this.sortedWordCount) {
      take(data, from[term.first]!, from[whole]!, prefixValues);
      take(data, from[whole]!, from[whole + 1]!, valuesOf(whole, true));
      take(data, from[whole + 1]!, from[term.end]!, prefixValues);
    } else {
      take(data, from[term.first]!, from[term.end]!, prefixValues);
    }
    for (const word of term.similar.keys()) if (word < this.sortedWordCount) take(data, from[word]!, from[word + 1]!, valuesOf(word, false));
    for (const [word, postings] of this.newPostings) {
      const prefixed = this.words[word]!.startsWith(term.text);
      if (prefixed || term.similar.has(word)) take(postings, 0, postings.length, valuesOf(word, prefixed));
    }
    return count;
  }

  /** The best points of a term among one slot's own words (cheaper than postings for few candidates). */
  private slotPoints(term: QueryTerm, slot: number): number {
    const pool = this.wordPool.data;
    let best = 0;
    for (let i = this.wordFrom.data[slot]!; i < this.wordFrom.data[slot + 1]!; i++) {
      const word = pool[i]! >> 2;
      const value = this.pointsOf(term, word, pool[i]! & 3, this.words[word]!.startsWith(term.text));
      if (value > best) best = value;
    }
    return best;
  }

  /**
   * Per-slot work arrays for search, kept between searches (score and points are all zero between
   * them): allocating them per search would cost ~2 MB of fresh memory each, and the collections after.
   */
  private scratch(): Scratch {
    if (this.scratchArrays.score.length < this.slotCount) {
      const size = Math.ceil(this.slotCount * 1.25) + 1024;
      this.scratchArrays = {
        score: new Int32Array(size),
        points: new Int32Array(size),
        keys: new Float64Array(size),
        touched: new Int32Array(size),
        read: new Int32Array(size),
        candidates: new Int32Array(size),
        scores: new Int32Array(size),
      };
    }
    return this.scratchArrays;
  }
}
