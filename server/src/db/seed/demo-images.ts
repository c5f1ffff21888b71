import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Escapes text for use inside SVG markup. */
function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A product picture drawn locally (no network): a tinted card with a simple device silhouette, the
 * brand and the model number: words that read the same in both languages (the name and category are
 * the page's text, in the viewer's language).
 */
export function productImageSvg(input: { model: string; brand: string; hue: number; view: number }): string {
  const { model, brand, hue, view } = input;
  const tilt = [0, -8, 8, 0][view % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,96%)"/><stop offset="1" stop-color="hsl(${hue},60%,84%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<g transform="rotate(${tilt} 400 300)"><rect x="210" y="150" width="380" height="260" rx="22" fill="hsl(${hue},35%,28%)"/><rect x="232" y="172" width="336" height="200" rx="10" fill="hsl(${hue},65%,62%)"/><rect x="330" y="410" width="140" height="26" rx="8" fill="hsl(${hue},35%,28%)"/></g>
<text x="400" y="580" font-size="40" font-weight="600" text-anchor="middle" fill="#1b2430" font-family="sans-serif">${xml(model)}</text>
<text x="400" y="700" font-size="36" font-weight="700" text-anchor="middle" fill="hsl(${hue},45%,35%)" font-family="sans-serif">${xml(brand)}</text>
</svg>`;
}

/** A category picture without words (its name is the page's text, in the viewer's language). */
export function categoryImageSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" rx="24" fill="hsl(${hue},65%,90%)"/>
<circle cx="200" cy="180" r="110" fill="hsl(${hue},60%,60%)"/>
<rect x="130" y="140" width="140" height="90" rx="10" fill="hsl(${hue},70%,92%)"/>
</svg>`;
}

/** Writes a generated picture under the uploads folder and answers its public URL. */
export async function saveDemoImage(uploadsDir: string, fileName: string, svg: string): Promise<string> {
  const dir = path.join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, fileName), svg);
  return `/uploads/demo/${fileName}`;
}
