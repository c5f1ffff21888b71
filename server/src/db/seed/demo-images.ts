import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Escapes text for use inside SVG markup. */
function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a long name over at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1) + '…',
      ]
    : lines;
}

/**
 * A product picture drawn locally (no network): a tinted card with the product's category,
 * name and brand, and a simple device silhouette, so every view of the demo shop has real images.
 */
export function productImageSvg(input: { name: string; category: string; brand: string; hue: number; view: number }): string {
  const { name, category, brand, hue, view } = input;
  const lines = wrap(name, 26)
    .map((l, i) => `<text x="400" y="${560 + i * 46}" font-size="38" font-weight="600" text-anchor="middle" fill="#1b2430">${xml(l)}</text>`)
    .join('');
  const tilt = [0, -8, 8, 0][view % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,96%)"/><stop offset="1" stop-color="hsl(${hue},60%,84%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<g transform="rotate(${tilt} 400 300)"><rect x="210" y="150" width="380" height="260" rx="22" fill="hsl(${hue},35%,28%)"/><rect x="232" y="172" width="336" height="200" rx="10" fill="hsl(${hue},65%,62%)"/><rect x="330" y="410" width="140" height="26" rx="8" fill="hsl(${hue},35%,28%)"/></g>
<text x="400" y="90" font-size="30" text-anchor="middle" fill="hsl(${hue},40%,30%)" font-family="sans-serif">${xml(category.toUpperCase())}</text>
<g font-family="sans-serif">${lines}</g>
<text x="400" y="740" font-size="32" font-weight="700" text-anchor="middle" fill="hsl(${hue},45%,35%)" font-family="sans-serif">${xml(brand)}</text>
</svg>`;
}

export function categoryImageSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" rx="24" fill="hsl(${hue},65%,90%)"/>
<circle cx="200" cy="160" r="90" fill="hsl(${hue},60%,60%)"/>
<text x="200" y="320" font-size="30" font-weight="600" text-anchor="middle" font-family="sans-serif" fill="#1b2430">${xml(name)}</text>
</svg>`;
}

/** Writes a generated picture under the uploads folder and answers its public URL. */
export async function saveDemoImage(uploadsDir: string, fileName: string, svg: string): Promise<string> {
  const dir = path.join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, fileName), svg);
  return `/uploads/demo/${fileName}`;
}
