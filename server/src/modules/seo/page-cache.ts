import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gunzipSync, constants as zlib, gzip } from 'node:zlib';
import type { Language } from '../../language.js';

/** How a page's body goes out: brotli, gzip, or as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** The encoding a request accepts that we send: brotli, else gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** Levels that cost a millisecond or two a page (built files are compressed at build time instead). */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

/** A page's HTML in an encoding. */
export async function encodePage(html: string, encoding: PageEncoding): Promise<Buffer | string> {
  if (encoding === 'br') return toBrotli(html, BROTLI_OPTIONS);
  if (encoding === 'gzip') return toGzip(html, GZIP_OPTIONS);
  return html;
}

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A page as it goes out, kept: compressed both ways once (the HTML itself is not kept: browsers take
 * brotli or gzip, and the rare client that takes neither gets the gzip body unpacked), and an ETag that is
 * a hash of the HTML, so it names the content whichever process made it and whenever (a restart, another
 * copy, a new build): a browser's copy is confirmed (304) exactly when it is still what the shop would send.
 */
export class KeptPage {
  private constructor(
    /** The route of the client's table that showed the page. */
    readonly route: string,
    readonly language: Language,
    readonly etag: string,
    private readonly br: Buffer,
    private readonly gzipped: Buffer,
  ) {}

  static async of(html: string, route: string, language: Language): Promise<KeptPage> {
    const [br, gzipped] = await Promise.all([toBrotli(html, BROTLI_OPTIONS), toGzip(html, GZIP_OPTIONS)]);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
    return new KeptPage(route, language, etag, br, gzipped);
  }

  /** What the page holds in memory. */
  get bytes(): number {
    return this.br.length + this.gzipped.length;
  }

  body(encoding: PageEncoding): Buffer {
    if (encoding === 'br') return this.br;
    if (encoding === 'gzip') return this.gzipped;
    return gunzipSync(this.gzipped);
  }
}

/**
 * What pages show changes with time alone, with no write to tell the shop: a banner starts or ends on its
 * dates, and the footer's year turns. `key()` moves exactly when one of these passes, so kept pages go then
 * and not before (a page rendered again on a timer costs a render per address and tier: 200 product pages
 * take a core's worth of seconds). The banners' times are read once for each banner version (`bannersKey`,
 * which every banner write moves through the change log); until they are read, and while the log is not
 * followed (`bannersKey` null), each call answers a new key, so nothing is kept by it.
 */
export class PageTimetable {
  private times: { bannersKey: string; at: number[] } | null = null;
  private reading: Promise<void> | null = null;
  private unread = 0;

  constructor(
    private readonly bannersKey: () => string | null,
    private readonly readTimes: () => Promise<number[]>,
  ) {}

  /** The read of the current banners' times, if they are not read yet (started now, or under way): a page to keep waits for it. */
  ready(): Promise<void> | undefined {
    const bannersKey = this.bannersKey();
    if (bannersKey === null || this.times?.bannersKey === bannersKey) return undefined;
    return (this.reading ??= this.read(bannersKey));
  }

  key(): string {
    const bannersKey = this.bannersKey();
    if (bannersKey === null || this.times?.bannersKey !== bannersKey) {
      void this.ready();
      return `unread:${++this.unread}`;
    }
    const now = Date.now();
    const passed = this.times.at.filter((at) => at <= now).length;
    return `${bannersKey}:${passed}:${new Date(now).getFullYear()}`;
  }

  /** Reads the banners' times for `bannersKey`; a failure (the database away) leaves them unread, asked again on the next call. */
  private async read(bannersKey: string): Promise<void> {
    try {
      this.times = { bannersKey, at: await this.readTimes() };
    } catch {
      // Nothing is kept meanwhile; renders meet the same failure and say so.
    } finally {
      this.reading = null;
    }
  }
}

/**
 * Public pages kept in the process, the same for every visitor (or customer of a price tier) of a
 * language and viewport, keyed by those and the page's address, and kept for one version of what pages
 * show: when it moves (any write to what pages show, through any process, reaches this one through the
 * change log; a banner's start or end passes, see PageTimetable), every kept page goes, so the next view
 * after an admin's write shows it, with no time window. Bounded by bytes (both compressed bodies), least
 * recently used first. One render per page at a time: a crowd asking for a page that is not kept (new or
 * changed) waits for the first one's render.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  /** Renders under way, by key: requests for the same page meanwhile wait for it rather than render it again. */
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();
  private version: string | null = null;
  private bytes = 0;

  /**
   * `versionOf`: the version of what pages show now (a new value on each call while it is not known:
   * nothing is kept then); `ready`: a wait for it to be known, if it is not (PageTimetable's read).
   */
  constructor(
    private readonly maxBytes: number,
    private readonly versionOf: () => string,
    readonly ready: () => Promise<void> | undefined = () => undefined,
  ) {}

  /** The catalogue version a render starts at: `keep` takes its page only if the version has not moved meanwhile. */
  currentVersion(): string {
    const version = this.versionOf();
    if (version !== this.version) {
      this.pages.clear();
      this.bytes = 0;
      this.version = version;
    }
    return version;
  }

  /** The page kept for `key` at the current version, if any. */
  get(key: string): KeptPage | undefined {
    this.currentVersion();
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Keeps a page rendered at `version`, unless the catalogue has moved on since or it alone exceeds the bound. */
  keep(key: string, version: string, page: KeptPage): void {
    if (this.currentVersion() !== version || page.bytes > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.bytes -= old.bytes;
    }
    this.pages.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }

  /** The render of `key` under way in this process, if any: resolves to its page, or null when it was not kept. */
  pending(key: string): Promise<KeptPage | null> | undefined {
    return this.rendering.get(key);
  }

  /** A request begins rendering `key`: others wait for it until the returned function is called with the page (or null). */
  startRender(key: string): (page: KeptPage | null) => void {
    let settle!: (page: KeptPage | null) => void;
    const done = new Promise<KeptPage | null>((resolve) => (settle = resolve));
    this.rendering.set(key, done);
    return (page) => {
      if (this.rendering.get(key) === done) this.rendering.delete(key);
      settle(page);
    };
  }
}
