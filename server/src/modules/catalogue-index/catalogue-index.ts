import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray, preparedQuery, query } from '../../db/sql.js';
import { isDatabaseUnreachable } from '../../errors.js';
import type { ProductRecord } from '../catalog/catalog.records.js';
import type { CardCache, CatalogEngine, CatalogListing, CatalogPage, CatalogSearch, CatalogSort } from './catalog-search.js';
import { foldSearchText, trigramsOf } from './search-text.js';

/**
 * The catalogue's listing and search index, held in memory by every server process.
 *
 * Listings (category, options, price range, sort, exact count) and search-as-you-type (prefixes of every
 * word of name, SKU, brand, category, specifications and descriptions, exact count, ranking) are
 * answered here in well under a millisecond for 100,000 products; the database then reads only the
 * rows of the page shown, by primary key. Measured in `npm run bench`: the same work in SQL cost
 * 5-10 ms per listing and 30-150 ms per short search prefix on 2 cores.
 *
 * It is loaded from the database (product_listing, product.search_vector) and kept in step through
 * catalogue_change, which triggers fill on every write to product, product_price, product_filter and
 * product_image and on category renames: each request first asks for entries past the last one applied
 * (one primary-key range read, no rows when nothing changed), so a change committed before a request
 * is always seen by it, in every process. Page rows recently shown are kept too (the card cache).
 */

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
/** More changes than this at once (bulk imports) are read as a full reload. */
const MAX_CHANGES = 2000;
/** Sequence gaps older than this are taken for rolled-back transactions. */
const GAP_LIFETIME_MS = 10 * 60_000;
/** A full reload this often mends anything the change log cannot show (entries pruned, very old gaps). */
const FULL_RELOAD_MS = 60 * 60_000;
const NONE = -1;
/** Product cards (page rows, one per product and tier) kept in all, the least recently shown dropped first. */
const CARD_CAPACITY = 20_000;
const LIVE = 1;
const ACTIVE = 2;
const HOT_DEAL = 4;
/**
 * Answers of searches and listings that look at this many products, or a fifth of the catalogue, are
 * kept until the catalogue changes (short prefixes: "mo" reaches every monitor, mouse and model; the
 * laptops hold a tenth of the catalogue: milliseconds of work each at 100,000 products); narrower ones
 * cost less than remembering them.
 */
const BROAD = 2_000;
const KEPT_ANSWERS = 1_000;
/** Search ranks by score, then name: both fit one number, the name's rank in the low bits. */
const NAME_BITS = 2 ** 22;

export type IndexSort = CatalogSort;
export type IndexListing = CatalogListing;
export type IndexPage = CatalogPage;

interface SourceRow {
  id: string;
  categoryId: string;
  isActive: boolean;
  isHotDeal: boolean;
  createdUs: number;
  name: string;
  optionIds: string;
  price1: number | null;
  price2: number | null;
  price3: number | null;
  price4: number | null;
  document: string | null;
}

const SOURCE_SQL = `select l.product_id as id, l.category_id as "categoryId", l.is_active as "isActive",
    l.is_hot_deal as "isHotDeal", (extract(epoch from l.created_at) * 1000000)::float8 as "createdUs", l.name,
    array_to_string(l.option_ids, ',') as "optionIds", l.price_1 as price1, l.price_2 as price2, l.price_3 as price3, l.price_4 as price4,
    p.search_vector::text as document
  from product_listing l join product p on p.id = l.product_id`;

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

class IntList extends GrowableArray<Int32Array> {
  constructor() {
    super(new Int32Array(64));
  }
}

class FloatList extends GrowableArray<Float64Array> {
  constructor() {
    super(new Float64Array(64));
  }
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
}

/** What one query word matches: the run of sorted words it starts, words it resembles, and the postings that costs. */
interface Term {
  text: string;
  first: number;
  end: number;
  similar: Map<number, number>;
  cost: number;
}

export class CatalogueIndex implements CardCache {
  // One slot per product version: a changed product gets a new slot and its old one is retired, so the
  // search postings (slot, weight) are never edited. A full reload compacts.
  private count = 0;
  private ids!: string[];
  private names!: string[];
  private slotOf!: Map<string, number>;
  private flags!: IntList;
  private category!: IntList;
  private created!: FloatList;
  private prices!: IntList[];
  /** Option numbers of each slot: optionPool[optionFrom[slot] .. optionFrom[slot + 1]). */
  private optionFrom!: IntList;
  private optionPool!: IntList;
  /** Words of each slot (word * 4 + weight): wordPool[wordFrom[slot] .. wordFrom[slot + 1]). */
  private wordFrom!: IntList;
  private wordPool!: IntList;
  private categoryNumber!: Map<string, number>;
  private categorySlots!: IntList[];
  private optionNumber!: Map<string, number>;
  /** Slots of each option (retired ones included; the flags tell). */
  private optionSlots!: IntList[];
  /** Per-slot marks for option filters, stamped with a number that grows per listing (never cleared). */
  private optionMarks = new Int32Array(0);
  private nextMark = 1;
  /** Rank of each slot by (name, id), rebuilt lazily after changes. */
  private nameRank!: Int32Array;
  private newestOrder!: Map<number, Int32Array>;
  private answers!: Map<string, IndexPage>;
  private scratchArrays: Scratch = { score: new Int32Array(0), points: new Int32Array(0), keys: new Float64Array(0), touched: new Int32Array(0), read: new Int32Array(0), candidates: new Int32Array(0) };

  // Search: a dictionary of words, each with its postings (slot * 4 + weight). At a full load the words
  // are numbered in text order and their postings laid out in that order in one array, so all words
  // with a prefix are one contiguous run of postings: postingData[postingFrom[first] .. postingFrom[end]).
  // Words and postings added later (by changes) sit in `newPostings` until the next full load.
  private words!: string[];
  private wordNumber!: Map<string, number>;
  private sortedWordCount!: number;
  private postingFrom!: Int32Array;
  private postingData!: Int32Array;
  private newPostings!: Map<number, number[]>;
  /** Trigram -> words seen in a name, SKU or brand (for typo tolerance). */
  private headTrigrams!: Map<string, number[]>;
  private headWord!: Uint8Array;

  /** Rows of products recently shown in a page, by tier and id; dropped when the log names the product. */
  private cards = new Map<string, ProductRecord>();
  /** Changes whenever cards may have gone stale, so a read that began before it is not remembered. */
  private cardGeneration = 0;

  // Keeping in step.
  private appliedSeq = 0;
  private gaps = new Map<number, number>();
  private loadedAt = 0;
  private loaded = false;
  private syncing: Promise<void> | null = null;
  private following: Promise<CatalogueIndex> | null = null;

  constructor() {
    this.clear();
  }

  private clear(): void {
    this.count = 0;
    this.ids = [];
    this.names = [];
    this.slotOf = new Map();
    this.flags = new IntList();
    this.category = new IntList();
    this.created = new FloatList();
    this.prices = [new IntList(), new IntList(), new IntList(), new IntList()];
    this.optionFrom = new IntList();
    this.optionFrom.push(0);
    this.optionPool = new IntList();
    this.wordFrom = new IntList();
    this.wordFrom.push(0);
    this.wordPool = new IntList();
    this.categoryNumber = new Map();
    this.categorySlots = [];
    this.optionNumber = new Map();
    this.optionSlots = [];
    this.nameRank = new Int32Array(0);
    this.newestOrder = new Map();
    this.answers = new Map();
    this.words = [];
    this.wordNumber = new Map();
    this.postingFrom = new Int32Array(1);
    this.postingData = new Int32Array(0);
    this.newPostings = new Map();
    this.sortedWordCount = 0;
    this.headTrigrams = new Map();
    this.headWord = new Uint8Array(1024);
  }

  /**
   * The index, up to date with every change committed before this call. Concurrent callers share the
   * reads: one running, and one queued behind it for everybody who arrived while it ran.
   */
  current(em: EntityManager): Promise<CatalogueIndex> {
    if (!this.syncing) {
      const run = this.sync(em).catch((error: unknown) => this.keepServingWhenUnreachable(error)).finally(() => {
        if (this.syncing === run) this.syncing = null;
      });
      this.syncing = run;
      return run.then(() => this);
    }
    this.following ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.following = null;
        return this.current(em);
      });
    return this.following;
  }

  /** While the database cannot be reached, the copy already loaded keeps answering (as of the outage). */
  private keepServingWhenUnreachable(error: unknown): void {
    if (!this.loaded || !isDatabaseUnreachable(error)) throw error;
  }

  private async sync(em: EntityManager): Promise<void> {
    const now = Date.now();
    if (now - this.loadedAt > FULL_RELOAD_MS) return this.load(em);
    for (const [seq, noticed] of this.gaps) if (now - noticed > GAP_LIFETIME_MS) this.gaps.delete(seq);
    const gaps = [...this.gaps.keys()];
    // Asked on every request: prepared once per connection.
    const changes = await preparedQuery<{ seq: string; productId: string }>(
      em,
      gaps.length ? 'shop_catalogue_changes_and_gaps' : 'shop_catalogue_changes',
      `select seq::text as seq, product_id as "productId" from catalogue_change
       where seq > $1${gaps.length ? ' or seq = any($2::bigint[])' : ''} order by seq limit ${MAX_CHANGES + 1}`,
      gaps.length ? [this.appliedSeq, gaps] : [this.appliedSeq],
    );
    if (changes.length === 0) return;
    if (changes.length > MAX_CHANGES) return this.load(em);
    let top = this.appliedSeq;
    for (const change of changes) {
      const seq = Number(change.seq);
      if (seq <= this.appliedSeq) {
        this.gaps.delete(seq);
        continue;
      }
      for (let missing = top + 1; missing < seq; missing++) this.gaps.set(missing, now);
      top = seq;
    }
    const ids = [...new Set(changes.map((c) => c.productId))];
    this.cardGeneration++;
    for (const id of ids) for (let tier = 1; tier <= 4; tier++) this.cards.delete(`${tier}:${id}`);
    const rows = await query<SourceRow>(em, `${SOURCE_SQL} where l.product_id = any(?::uuid[])`, [pgArray(ids)]);
    const found = new Set<string>();
    for (const row of rows) {
      found.add(row.id);
      this.put(row, false);
    }
    for (const id of ids) if (!found.has(id)) this.retire(id);
    this.answers.clear();
    this.appliedSeq = top;
    // Once retired slots outnumber the live ones, or many postings wait outside the sorted layout, the
    // next request reloads (and so compacts).
    const retired = this.count - this.slotOf.size;
    if (retired > Math.max(10_000, this.slotOf.size) || this.newPostings.size > 20_000) this.loadedAt = 0;
  }

  /** Reads everything afresh (first use, bulk changes, hourly). */
  private async load(em: EntityManager): Promise<void> {
    const [head] = await query<{ seq: string; gaps: string[] }>(
      em,
      `with top as (select coalesce(max(seq), 0) as seq from catalogue_change)
       select seq::text as seq, array(select s::text from generate_series(greatest(seq - 1000, 1), seq) s
         where not exists (select 1 from catalogue_change c where c.seq = s)) as gaps from top`,
    );
    // In category order: a category's products then sit side by side in every column (a listing reads them in one sweep).
    const rows = await query<SourceRow>(em, `${SOURCE_SQL} order by l.category_id`);
    // Built aside, yielding to requests between chunks (a reload must not stall the server for seconds),
    // then taken over at once: requests meanwhile keep answering from the old copy.
    const fresh = new CatalogueIndex();
    for (let i = 0; i < rows.length; i++) {
      fresh.put(rows[i]!, true);
      if (i % 5000 === 4999) await new Promise((resolve) => setImmediate(resolve));
    }
    fresh.buildPostings();
    const { syncing, following, cardGeneration } = this;
    Object.assign(this, fresh);
    Object.assign(this, { syncing, following, cardGeneration: cardGeneration + 1 });
    this.appliedSeq = Number(head!.seq);
    this.gaps = new Map(head!.gaps.map((seq) => [Number(seq), Date.now()]));
    this.loadedAt = Date.now();
    this.loaded = true;
    // Entries a day old have been applied by every running process (they reload hourly anyway).
    await query(em, `delete from catalogue_change where changed_at < now() - interval '1 day'`);
  }

  /** The cached rows of these products in this tier, and a token to remember the missing ones with. */
  cachedCards(tier: number, ids: readonly string[]): { found: Map<string, ProductRecord>; generation: number } {
    const found = new Map<string, ProductRecord>();
    for (const id of ids) {
      const key = `${tier}:${id}`;
      const card = this.cards.get(key);
      if (card) {
        // Least recently used leaves first: a hit moves to the back of the insertion order.
        this.cards.delete(key);
        this.cards.set(key, card);
        found.set(id, card);
      }
    }
    return { found, generation: this.cardGeneration };
  }

  /** Keeps rows read for a page, unless a change arrived while they were being read. */
  rememberCards(tier: number, rows: readonly ProductRecord[], generation: number): void {
    if (generation !== this.cardGeneration) return;
    for (const row of rows) this.cards.set(`${tier}:${row.id}`, row);
    for (const key of this.cards.keys()) {
      if (this.cards.size <= CARD_CAPACITY) break;
      this.cards.delete(key);
    }
  }

  private retire(id: string): void {
    const old = this.slotOf.get(id);
    if (old === undefined) return;
    this.flags.data[old]! &= ~LIVE;
    this.slotOf.delete(id);
  }

  /** Adds a product's current row as a new slot; `bulk` leaves the postings to buildPostings(). */
  private put(row: SourceRow, bulk: boolean): void {
    this.retire(row.id);
    const slot = this.count++;
    this.ids.push(row.id);
    this.names.push(row.name);
    this.slotOf.set(row.id, slot);
    this.flags.push(LIVE | (row.isActive ? ACTIVE : 0) | (row.isHotDeal ? HOT_DEAL : 0));
    const category = this.numberOf(this.categoryNumber, row.categoryId);
    this.category.push(category);
    (this.categorySlots[category] ??= new IntList()).push(slot);
    this.created.push(Number(row.createdUs));
    [row.price1, row.price2, row.price3, row.price4].forEach((price, i) => this.prices[i]!.push(price ?? NONE));
    if (row.optionIds) {
      for (const id of row.optionIds.split(',')) {
        const option = this.numberOf(this.optionNumber, id);
        this.optionPool.push(option);
        (this.optionSlots[option] ??= new IntList()).push(slot);
      }
    }
    this.optionFrom.push(this.optionPool.length);
    if (row.document) {
      eachLexeme(row.document, (word, weight) => {
        const number = this.wordOf(word);
        this.wordPool.push(number * 4 + weight);
        if (bulk) return;
        const list = this.newPostings.get(number);
        if (list) list.push(slot * 4 + weight);
        else this.newPostings.set(number, [slot * 4 + weight]);
        if (weight === HEAD && !this.headWord[number]) this.addHeadWord(number);
      });
    }
    this.wordFrom.push(this.wordPool.length);
  }

  private numberOf(numbers: Map<string, number>, id: string): number {
    let number = numbers.get(id);
    if (number === undefined) numbers.set(id, (number = numbers.size));
    return number;
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
   * After a full load: numbers the dictionary in text order, then inverts every slot's words into one
   * array of postings grouped by word in that order, and indexes the name/SKU/brand words' trigrams.
   */
  private buildPostings(): void {
    const words = this.words;
    const order = Array.from({ length: words.length }, (_, i) => i).sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
    const renumber = new Int32Array(words.length);
    order.forEach((old, i) => (renumber[old] = i));
    this.words = order.map((old) => words[old]!);
    this.wordNumber = new Map(this.words.map((word, i) => [word, i]));
    this.sortedWordCount = this.words.length;
    const pool = this.wordPool.data;
    const from = new Int32Array(this.words.length + 1);
    for (let i = 0; i < this.wordPool.length; i++) {
      pool[i] = renumber[pool[i]! >> 2]! * 4 + (pool[i]! & 3);
      from[(pool[i]! >> 2) + 1]!++;
    }
    for (let w = 0; w < this.words.length; w++) from[w + 1]! += from[w]!;
    const data = new Int32Array(this.wordPool.length);
    const fill = from.slice(0, this.words.length);
    const wordFrom = this.wordFrom.data;
    for (let slot = 0; slot < this.count; slot++) {
      for (let i = wordFrom[slot]!; i < wordFrom[slot + 1]!; i++) {
        const word = pool[i]! >> 2;
        data[fill[word]!++] = slot * 4 + (pool[i]! & 3);
        if ((pool[i]! & 3) === HEAD && !this.headWord[word]) this.addHeadWord(word);
      }
    }
    this.postingFrom = from;
    this.postingData = data;
    this.newPostings = new Map();
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
    const similar = text.length >= FUZZY_MIN_LENGTH && /[a-z]/.test(text) ? this.wordsLike(text) : new Map<number, number>();
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

  /** Points of a dictionary word for a term: whole word, prefix or resemblance (0: no match). */
  private pointsOf(term: Term, word: number, weight: number, prefixed: boolean): number {
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
  private slotPoints(term: Term, slot: number): number {
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
    if (this.scratchArrays.score.length < this.count) {
      const size = Math.ceil(this.count * 1.25) + 1024;
      this.scratchArrays = {
        score: new Int32Array(size),
        points: new Int32Array(size),
        keys: new Float64Array(size),
        touched: new Int32Array(size),
        read: new Int32Array(size),
        candidates: new Int32Array(size),
      };
    }
    return this.scratchArrays;
  }

  private ranksByName(): Int32Array {
    if (this.nameRank.length === this.count) return this.nameRank;
    const { names, ids } = this;
    const slots = Array.from({ length: this.count }, (_, i) => i).sort((a, b) =>
      names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0,
    );
    const rank = new Int32Array(this.count);
    slots.forEach((slot, i) => (rank[slot] = i));
    return (this.nameRank = rank);
  }

  private priceColumn(tier: number): Int32Array {
    const prices = this.prices[tier - 1];
    if (!prices) throw new Error(`unknown price tier ${tier}`);
    return prices.data;
  }

  /** A listing page: filter, exact count, sort and page, as the listing SQL does on product_listing. */
  list(criteria: IndexListing): IndexPage {
    const key = `list:${JSON.stringify(criteria)}`;
    const known = this.keptAnswer(key);
    if (known) return known;
    const prices = this.priceColumn(criteria.tier);
    const flags = this.flags.data;
    const required = LIVE | ACTIVE | (criteria.hotDealsOnly ? HOT_DEAL : 0);
    const marks = this.markOptions(criteria.optionGroups ?? []);
    const min = criteria.minPrice ?? -Infinity;
    const max = criteria.maxPrice ?? Infinity;
    const matches: number[] = [];
    let reached = 0;
    const scan = (slots: Int32Array | null, length: number) => {
      reached += length;
      for (let i = 0; i < length; i++) {
        const slot = slots ? slots[i]! : i;
        if ((flags[slot]! & required) !== required) continue;
        const price = prices[slot]!;
        if (price === NONE || price < min || price > max) continue;
        if (marks && marks.array[slot] !== marks.passed) continue;
        matches.push(slot);
      }
    };
    if (criteria.categoryIds) {
      for (const id of new Set(criteria.categoryIds)) {
        const number = this.categoryNumber.get(id);
        const slots = number === undefined ? undefined : this.categorySlots[number];
        if (slots) scan(slots.data, slots.length);
      }
    } else {
      scan(null, this.count);
    }
    const ids = this.ids;
    const names = this.names;
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    const orders: Record<IndexSort, (a: number, b: number) => number> = {
      price_asc: (a, b) => prices[a]! - prices[b]! || byId(a, b),
      price_desc: (a, b) => prices[b]! - prices[a]! || byId(a, b),
      newest: this.newestFirst(),
      name_asc: (a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : byId(a, b)),
      name_desc: (a, b) => (names[a]! > names[b]! ? -1 : names[a]! < names[b]! ? 1 : byId(a, b)),
    };
    const page = firstInOrder(matches, criteria.offset + criteria.limit, orders[criteria.sort]).slice(criteria.offset);
    return this.keep(key, { ids: page.map((slot) => ids[slot]!), total: matches.length }, reached);
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

  /** The category of a product the index shows, or null. */
  categoryOf(productId: string): string | null {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return null;
    for (const [id, number] of this.categoryNumber) if (number === this.category.data[slot]) return id;
    return null;
  }

  /** Products like another: its category first, then the sibling categories, then the rest; newest first in each. */
  similar(tier: number, categoryId: string | null, siblingIds: readonly string[], excludeId: string | null, limit: number): string[] {
    const prices = this.priceColumn(tier);
    const flags = this.flags.data;
    const { ids, category } = this;
    const newest = this.newestFirst();
    const shown = (slot: number) => (flags[slot]! & (LIVE | ACTIVE)) === (LIVE | ACTIVE) && prices[slot] !== NONE && ids[slot] !== excludeId;
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
          if (shown(slot)) candidates.push(slot), taken++;
        }
      }
      picked.push(...firstInOrder(candidates, wanted, newest));
    };
    pickNewest(numbers([categoryId]));
    if (picked.length < limit) pickNewest(numbers(siblingIds));
    if (picked.length < limit) {
      const used = new Set(numbers([categoryId, ...siblingIds]));
      const rest: number[] = [];
      for (let slot = 0; slot < this.count; slot++) if (!used.has(category.data[slot]!) && shown(slot)) rest.push(slot);
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

  /**
   * Search: every query word must start a word of the product's document (or, from four letters,
   * resemble a name/SKU/brand word). Ranked by where the words were found (name/SKU/brand first, then
   * category and specifications, then descriptions; whole words above prefixes), then by name.
   * `remember: false` keeps a long answer (every match, for a listing to narrow) out of the answer cache.
   */
  search(text: string, tier: number, offset: number, limit: number, { remember = true } = {}): IndexPage {
    const prices = this.priceColumn(tier);
    const flags = this.flags.data;
    const queryWords = [...new Set(foldSearchText(text).split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);
    if (queryWords.length === 0) return { ids: [], total: 0 };
    const key = `search:${tier}:${offset}:${limit}:${queryWords.join(' ')}`;
    const known = remember ? this.keptAnswer(key) : undefined;
    if (known) return known;
    // The rarest word first: the others only need checking on its matches.
    const [driver, ...others] = queryWords.map((word) => this.termOf(word)).sort((a, b) => a.cost - b.cost);
    const { score, points, keys, touched, read, candidates } = this.scratch();
    const reached = this.collect(driver!, score, touched, 0);
    let found = 0;
    for (let i = 0; i < reached; i++) {
      const slot = touched[i]!;
      if ((flags[slot]! & (LIVE | ACTIVE)) === (LIVE | ACTIVE) && prices[slot] !== NONE) candidates[found++] = slot;
    }
    const wordsPerSlot = this.wordPool.length / Math.max(1, this.count);
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
    const rank = this.ranksByName();
    for (let i = 0; i < found; i++) {
      const slot = candidates[i]!;
      keys[slot] = score[slot]! * NAME_BITS + (NAME_BITS - 1 - rank[slot]!);
    }
    for (let i = 0; i < reached; i++) score[touched[i]!] = 0;
    const page = highestKeys(candidates, found, keys, offset + limit).slice(offset);
    const answer = { ids: page.map((slot) => this.ids[slot]!), total: found };
    return remember ? this.keep(key, answer, reached) : answer;
  }

  private keptAnswer(key: string): IndexPage | undefined {
    const known = this.answers.get(key);
    if (known) {
      // Most recently asked last: the oldest answers are dropped first.
      this.answers.delete(key);
      this.answers.set(key, known);
    }
    return known;
  }

  /** Keeps an answer that took looking at `reached` products, if that is many (see BROAD). */
  private keep(key: string, answer: IndexPage, reached: number): IndexPage {
    if (reached >= Math.min(BROAD, this.slotOf.size / 5)) {
      this.answers.set(key, answer);
      if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    }
    return answer;
  }
}

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
      for (let at = size++; at > 0; ) {
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
      for (let i = heap.length - 1; i > 0; ) {
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

/** The memory engine: one index per process and database, brought up to date once per request, on first use. */
export class MemoryCatalogEngine implements CatalogEngine {
  readonly name = 'memory';
  readonly index = new CatalogueIndex();

  view(em: EntityManager): CatalogSearch {
    const index = this.index;
    let current: Promise<CatalogueIndex> | null = null;
    const ready = () => (current ??= index.current(em));
    return {
      engine: this.name,
      ready: async () => void (await ready()),
      list: async (criteria) => (await ready()).list(criteria),
      search: async ({ text, tier, offset, limit, remember }) => (await ready()).search(text, tier, offset, limit, { remember }),
      similar: async ({ tier, categoryId, siblingIds, excludeId, limit }) => (await ready()).similar(tier, categoryId, siblingIds, excludeId, limit),
      categoryOf: async (productId) => (await ready()).categoryOf(productId),
      cards: index,
    };
  }

  async warmUp(em: EntityManager): Promise<void> {
    await this.index.current(em);
  }
}
