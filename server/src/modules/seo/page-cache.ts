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
    readonly keptAt: number,
  ) {}

  static async of(html: string, route: string, language: Language): Promise<KeptPage> {
    const [br, gzipped] = await Promise.all([toBrotli(html, BROTLI_OPTIONS), toGzip(html, GZIP_OPTIONS)]);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
    return new KeptPage(route, language, etag, br, gzipped, Date.now());
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
 * A kept page is rendered again after this long even while the catalogue does not change: banners start
 * and end on their dates with no write to tell the shop. The first view past it still gets the kept page
 * while the new one renders beside it (`outlived`), so a banner's start or end shows within a minute and
 * a render, and pages kept together never make their viewers wait for renders together.
 */
export const PAGE_LIFETIME_MS = 60_000;

/**
 * Public pages kept in the process, the same for every visitor (or customer of a price tier) of a
 * language and viewport, keyed by those and the page's address, and kept for one catalogue version: when the catalogue version moves (any write
 * to what pages show, through any process, reaches this one through the change log), every kept page
 * goes, so the next view after an admin's write shows it, with no time window. Bounded by bytes (both
 * compressed bodies), least recently used first. One render per page at a time: a crowd asking for a page
 * that is not kept (new, changed or expired) waits for the first one's render.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  /** Renders under way, by key: requests for the same page meanwhile wait for it rather than render it again. */
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();
  private version: string | null = null;
  private bytes = 0;

  /** `versionOf`: the catalogue version now (a new value on each call while the log is not followed: nothing is kept then). */
  constructor(
    private readonly maxBytes: number,
    private readonly versionOf: () => string,
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

  /** The page kept for `key` at the current version, if any, past its lifetime or not (see `outlived`). */
  get(key: string): KeptPage | undefined {
    this.currentVersion();
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** The page has lived its lifetime: send it, and render it again beside (once: unless `pending`). */
  outlived(page: KeptPage): boolean {
    return Date.now() - page.keptAt >= PAGE_LIFETIME_MS;
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
