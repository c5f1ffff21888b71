import { createHash, randomUUID } from 'node:crypto';
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  imageKeyOf,
  imageSizeKey,
  imageSizeUrl,
  IMAGE_WIDTHS,
  LARGEST_IMAGE_WIDTH,
  WEBP_QUALITY,
  webpSizesOf,
  widthsUpTo,
  type EncodedImageSize,
  type FileStorage,
} from '../../modules/uploads/index.js';

/** A picture the seed draws: its SVG markup and its width in pixels (the widest WebP made of it). */
export interface DemoDrawing {
  svg: string;
  width: number;
}

/** Escapes text for use inside SVG markup. */
function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A product picture drawn locally (no network): a tinted card with a simple device silhouette, the
 * brand and the model number: words that read the same in both languages (the name and category are
 * the page's text, in the viewer's language).
 */
export function productDrawing(input: { model: string; brand: string; hue: number; view: number }): DemoDrawing {
  const { model, brand, hue, view } = input;
  const tilt = [0, -8, 8, 0][view % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,96%)"/><stop offset="1" stop-color="hsl(${hue},60%,84%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<g transform="rotate(${tilt} 400 300)"><rect x="210" y="150" width="380" height="260" rx="22" fill="hsl(${hue},35%,28%)"/><rect x="232" y="172" width="336" height="200" rx="10" fill="hsl(${hue},65%,62%)"/><rect x="330" y="410" width="140" height="26" rx="8" fill="hsl(${hue},35%,28%)"/></g>
<text x="400" y="580" font-size="40" font-weight="600" text-anchor="middle" fill="#1b2430" font-family="sans-serif">${xml(model)}</text>
<text x="400" y="700" font-size="36" font-weight="700" text-anchor="middle" fill="hsl(${hue},45%,35%)" font-family="sans-serif">${xml(brand)}</text>
</svg>`;
  return { svg, width: 800 };
}

/** A category picture without words (its name is the page's text, in the viewer's language). */
export function categoryDrawing(hue: number): DemoDrawing {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" rx="24" fill="hsl(${hue},65%,90%)"/>
<circle cx="200" cy="180" r="110" fill="hsl(${hue},60%,60%)"/>
<rect x="130" y="140" width="140" height="90" rx="10" fill="hsl(${hue},70%,92%)"/>
</svg>`;
  return { svg, width: 400 };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A UUID made of a hash (version 8, RFC 9562's name-based with SHA-256): the same name, the same id. */
function uuidOfHash(hex: string): string {
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One stored size of a drawing (its URL names the width; the height is not needed). */
type RenderedSize = Pick<EncodedImageSize, 'width' | 'webp'>;

/** Where renderings are kept between seeds (tests, `npm start` on a fresh folder, the e2e server, the bench all seed). */
const DEFAULT_RENDER_CACHE = path.join(os.tmpdir(), 'shop-demo-pictures');
/** What a rendering depends on besides the drawing: a change to any of it renders afresh. */
const RENDERING = JSON.stringify({ widths: IMAGE_WIDTHS, quality: WEBP_QUALITY, sharp: sharp.versions });
/** sharp works on one thread per picture here (its default on glibc): a few at once keep the cores busy. */
const RENDERS_AT_ONCE = Math.min(4, os.availableParallelism());

/** A drawing as WebP at every width stored for it, as `storeImage` makes an upload's sizes. */
async function render(drawing: DemoDrawing): Promise<RenderedSize[]> {
  const decoded = await sharp(Buffer.from(drawing.svg))
    .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return webpSizesOf(decoded);
}

/**
 * Renderings on disk, one folder per drawing (named by the hash of the drawing and RENDERING) holding
 * `<width>.webp`: sharp takes ~0.1 s of a core a picture, and the seed draws some 220 (280 pictures). A folder is written
 * whole under another name and renamed into place, so a seed running beside another never reads half
 * of one; one that lost files (a /tmp cleaner) is rendered again. Without a folder of our own (another
 * user's, not writable) every drawing is rendered.
 */
class RenderCache {
  /** This seed's renderings by folder name: a drawing two records use is read or rendered once. */
  private readonly renderings = new Map<string, Promise<RenderedSize[]>>();

  private constructor(private readonly root: string | null) {}

  static async at(root: string): Promise<RenderCache> {
    const ours = await mkdir(root, { recursive: true, mode: 0o700 })
      .then(() => lstat(root))
      .then((folder) => folder.isDirectory() && (!process.getuid || folder.uid === process.getuid()))
      .catch(() => false);
    return new RenderCache(ours ? root : null);
  }

  sizesOf(drawing: DemoDrawing): Promise<RenderedSize[]> {
    const name = sha256(`${RENDERING}\n${drawing.svg}`);
    let sizes = this.renderings.get(name);
    if (!sizes) {
      sizes = this.readOrRender(name, drawing);
      this.renderings.set(name, sizes);
    }
    return sizes;
  }

  private async readOrRender(name: string, drawing: DemoDrawing): Promise<RenderedSize[]> {
    if (!this.root) return render(drawing);
    const folder = path.join(this.root, name);
    const widths = widthsUpTo(Math.min(drawing.width, LARGEST_IMAGE_WIDTH));
    const kept = await Promise.all(widths.map(async (width) => ({ width, webp: await readFile(path.join(folder, `${width}.webp`)) }))).catch(() => null);
    if (kept) return kept;
    const sizes = await render(drawing);
    // A rendering that cannot be kept (a full disk, a race lost to another seed) only costs the next seed a rendering.
    await keep(folder, sizes).catch(() => undefined);
    return sizes;
  }
}

/** Writes a rendering's folder whole beside it, then moves it into place (replacing one that lost files). */
async function keep(folder: string, sizes: RenderedSize[]): Promise<void> {
  const part = `${folder}.${randomUUID()}.part`;
  try {
    await mkdir(part);
    for (const { width, webp } of sizes) await writeFile(path.join(part, `${width}.webp`), webp);
    await rm(folder, { recursive: true, force: true });
    await rename(part, folder);
  } finally {
    await rm(part, { recursive: true, force: true });
  }
}

/** Runs `work` on every item, at most `atOnce` at a time. */
async function eachAtMost<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

/**
 * The demo catalogue's pictures, stored as uploads are: WebP at every width up to the drawing's own
 * (`images/<id>/<width>.webp`, so records get a `srcset`), never SVG: each SVG `<img>` is a document of
 * its own for the browser (parsed, laid out and painted on the main thread), which a phone feels while
 * the page loads. `add` answers the URL a record keeps; `write` stores every picture added.
 */
export class DemoPictures {
  private readonly added = new Map<string, DemoDrawing>();

  constructor(
    private readonly storage: FileStorage,
    private readonly renderCacheDir = DEFAULT_RENDER_CACHE,
  ) {}

  /**
   * The URL of the picture named `name` (unique in the seed), stored by `write`. Its id hashes the name
   * and the drawing: the same on every seed, and a folder of its own per record, so removing one
   * record's picture never takes a picture another record shows.
   */
  add(name: string, drawing: DemoDrawing): string {
    const key = imageKeyOf(uuidOfHash(sha256(`${name}\n${drawing.svg}`)));
    this.added.set(key, drawing);
    return imageSizeUrl(key, Math.min(drawing.width, LARGEST_IMAGE_WIDTH));
  }

  /** Stores every picture added, rendering only the drawings the render cache does not hold. */
  async write(): Promise<void> {
    const { storage } = this;
    const cache = await RenderCache.at(this.renderCacheDir);
    await eachAtMost([...this.added], RENDERS_AT_ONCE, async ([key, drawing]) => {
      const sizes = await cache.sizesOf(drawing);
      const largest = sizes[sizes.length - 1]!.width;
      if (largest !== Math.min(drawing.width, LARGEST_IMAGE_WIDTH))
        throw new Error(`A demo drawing said it was ${drawing.width} px wide, but rendered ${largest} px wide`);
      for (const { width, webp } of sizes) await storage.write(imageSizeKey(key, width), webp);
    });
    this.added.clear();
  }
}
