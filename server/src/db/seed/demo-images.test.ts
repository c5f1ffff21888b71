import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFileStorage, uploadsFolderOf } from '../../modules/uploads/index.js';
import { categoryDrawing, DemoPictures, productDrawing } from './demo-images.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const renderCache = path.join(scratch, 'render-cache');
const fileOf = (uploadsDir: string, url: string) => path.join(uploadsDir, url.replace('/uploads/', ''));

/** The uploads folder of a fresh data folder under the scratch one. */
const uploadsIn = (name: string) => uploadsFolderOf(path.join(scratch, name));

/** Stores the pictures in a fresh uploads folder (the disk storage's); answers their URLs. */
async function seedPictures(uploadsDir: string) {
  const pictures = new DemoPictures(openFileStorage({ dataDir: path.dirname(uploadsDir) }), renderCache);
  const urls = {
    laptop: pictures.add('laptop-1', productDrawing({ model: 'G15', brand: 'Dell', hue: 200, view: 0 })),
    routers: pictures.add('category-routers', categoryDrawing(30)),
    switches: pictures.add('category-switches', categoryDrawing(30)),
  };
  await pictures.write();
  return urls;
}

describe('demo pictures', () => {
  it('are WebP at every width up to the drawing, with the same URLs and bytes on every seed, a folder per record', async () => {
    const first = uploadsIn('first');
    const urls = await seedPictures(first);
    expect(urls.laptop).toMatch(/^\/uploads\/images\/[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\/800\.webp$/);
    expect(readdirSync(path.dirname(fileOf(first, urls.laptop))).sort()).toEqual(['320.webp', '640.webp', '800.webp']);
    expect(readdirSync(path.dirname(fileOf(first, urls.routers))).sort()).toEqual(['320.webp', '400.webp']);
    const header = readFileSync(fileOf(first, urls.laptop));
    expect([header.toString('latin1', 0, 4), header.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WEBP']);
    // The same drawing for two categories: one rendering, two folders.
    expect(path.dirname(urls.routers)).not.toBe(path.dirname(urls.switches));
    expect(readdirSync(renderCache)).toHaveLength(2);

    const again = uploadsIn('again');
    expect(await seedPictures(again)).toEqual(urls);
    for (const url of Object.values(urls)) expect(readFileSync(fileOf(again, url)).equals(readFileSync(fileOf(first, url)))).toBe(true);
  });

  it('renders again a drawing whose rendering lost a file', async () => {
    const [laptopRendering] = readdirSync(renderCache).filter((name) => readdirSync(path.join(renderCache, name)).includes('800.webp'));
    rmSync(path.join(renderCache, laptopRendering!, '640.webp'));
    const uploadsDir = uploadsIn('after-loss');
    const urls = await seedPictures(uploadsDir);
    expect(readdirSync(path.dirname(fileOf(uploadsDir, urls.laptop))).sort()).toEqual(['320.webp', '640.webp', '800.webp']);
    expect(readdirSync(path.join(renderCache, laptopRendering!)).sort()).toEqual(['320.webp', '640.webp', '800.webp']);
    expect(readdirSync(renderCache).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});
