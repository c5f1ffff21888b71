import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';
import { startS3Server, type TestS3 } from '../../../test/s3.js';
import {
  filesUnder,
  graphqlUpload,
  HTML_PAGE,
  pdf,
  picture,
  pixelBomb,
  restUpload,
  storedKeys,
  SVG_WITH_SCRIPT,
  type FilePart,
} from '../../../test/uploads.js';

/**
 * Issue 16, "Done when" 3: uploads with real files, over REST and GraphQL alike. Pictures are stored as
 * WebP at their widths, without metadata; everything that is not what it claims, too large, empty, a
 * decompression bomb or named like a path is refused with 400 and leaves nothing stored (neither in
 * the storage nor in the temporary folder) and nothing in the database; a write that fails after its
 * file was stored removes it again; a deleted record's files go, unless another row still shows them.
 * Issue 32: all of it on both storages, the disk and an S3-compatible bucket (s3rver).
 */

let t: TestApp;
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;
let productId: string;
let s3: TestS3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-test-data-'));
// The app's temporary upload folders are made below os.tmpdir(), which reads TMPDIR on every call.
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-test-tmp-'));

beforeAll(async () => {
  // The S3 server (a process of its own) keeps its objects and caches in the usual temporary folder.
  s3 = await startS3Server();
  vi.stubEnv('TMPDIR', tempDir);
});
afterAll(async () => {
  await s3.close();
  // As it was: unset stays unset (assigning undefined would set the text "undefined").
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(tempDir, { recursive: true, force: true });
});
// No request may leave a temporary file, whatever it answered.
afterEach(() => expect(filesUnder(tempDir), 'temporary files left').toEqual([]));

const ADD_BANNER = `mutation($input: BannerInput!, $image: Upload!) {
  addBanner(input: $input, image: $image) { id imageUrl title isActive type sortOrder }
}`;
const ADD_PDF = `mutation($productId: ID!, $file: Upload!) { addProductPdf(productId: $productId, file: $file) { id fileSize } }`;
const UPLOAD_FILE = `mutation($file: Upload!) { uploadFile(file: $file) { id } }`;

const addBannerRest = (files: FilePart[], bannerData: object = { title: 'Yay endirimləri' }) =>
  restUpload(t, { method: 'POST', url: '/api/v1/Admin/banners/with-image', headers: admin, fields: { bannerData: JSON.stringify(bannerData) }, files });

/** What a refusal must leave as it was: the stored files and the rows of every table an upload writes. */
async function state() {
  const [counts] = await sql<Record<string, number>>(
    `select (select count(*)::int from banner) as banners, (select count(*)::int from product_pdf) as pdfs,
       (select count(*)::int from managed_file) as files, (select count(*)::int from audit_entry) as audits`,
  );
  return { files: await storedKeys(t.storage), ...counts };
}

/** The WebP sizes stored for a picture URL, read back from the storage. */
async function storedSizes(imageUrl: string) {
  const folder = path.dirname(imageUrl.replace('/uploads/', ''));
  return Promise.all(
    (await storedKeys(t.storage, `${folder}/`)).map(async (key) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await t.storage.open(key))!.stream) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      return { name: path.basename(key), format: meta.format, width: meta.width, height: meta.height, exif: meta.exif ?? null };
    }),
  );
}

describe.each(['disk', 's3'] as const)('with the %s storage', (storage) => {
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(path.join(dataDir, `${storage}-`)), fileStorage: storage === 's3' ? s3.settings : undefined });
    sql = sqlOf(t);
    admin = await signIn(t, ADMIN.email, ADMIN.password, '10.16.3.1');
    [{ id: productId }] = (await sql<{ id: string }>('select id from product order by created_at limit 1')) as [{ id: string }];
  });
  afterAll(() => t.close());

  describe('pictures are stored as WebP at their widths', () => {
    const cases = [
      { format: 'jpeg', width: 2400, height: 1200, widths: [320, 640, 1280, 1920] },
      { format: 'png', width: 800, height: 600, widths: [320, 640, 800] },
      { format: 'webp', width: 300, height: 200, widths: [300] },
    ] as const;

    for (const { format, width, height, widths } of cases) {
      it(`a ${format} of ${width} × ${height}, over REST and over GraphQL`, async () => {
        const data = await picture(format, width, height);
        const rest = await addBannerRest([{ field: 'imageFile', fileName: `photo.${format}`, data, contentType: `image/${format}` }]);
        expect(rest.statusCode, rest.body).toBe(201);
        const gql = await graphqlUpload(t, ADD_BANNER, { input: { title: 'GraphQL banner' } }, { image: { fileName: `photo.${format}`, data } }, admin);
        expect(gql.errors).toBeUndefined();

        for (const imageUrl of [rest.json().imageUrl as string, gql.data!.addBanner.imageUrl as string]) {
          const largest = widths[widths.length - 1]!;
          expect(imageUrl).toMatch(new RegExp(`^/uploads/images/[0-9a-f-]{36}/${largest}\\.webp$`));
          const sizes = await storedSizes(imageUrl);
          expect(sizes.map((s) => s.width).sort((a, b) => a - b)).toEqual(widths);
          for (const size of sizes) {
            expect(size.format).toBe('webp');
            expect(size.name).toBe(`${size.width}.webp`);
            // Proportions kept (rounding aside), metadata gone.
            expect(Math.abs(size.height - (size.width * height) / width)).toBeLessThanOrEqual(1);
            expect(size.exif).toBeNull();
          }
          const served = await t.app.inject({ url: imageUrl });
          expect(served.statusCode).toBe(200);
          expect(served.headers['content-type']).toBe('image/webp');
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          expect(served.rawPayload.includes(Buffer.from('GPS-Leaker'))).toBe(false);
        }
      });
    }

    it('turns a photo upright by its EXIF orientation before dropping the metadata', async () => {
      const rotated = await sharp(await picture('jpeg', 400, 200))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const response = await addBannerRest([{ field: 'imageFile', fileName: 'portrait.jpg', data: rotated }]);
      expect(response.statusCode, response.body).toBe(201);
      const sizes = await storedSizes(response.json().imageUrl);
      expect(sizes.find((s) => s.width === 200)).toMatchObject({ width: 200, height: 400 });
    });
  });

  describe('refused uploads answer 400 naming the field and leave nothing stored or in the database', () => {
    const MB = 1024 * 1024;
    /** Each bad file, where it is sent, and what the answer says. */
    const refusals = async () => {
      const png = await picture('png', 64, 64);
      const overLimit = Buffer.concat([await picture('jpeg', 64, 64), Buffer.alloc(10 * MB + 1 - (await picture('jpeg', 64, 64)).length)]);
      return [
        {
          name: 'a PNG renamed .pdf',
          target: 'pdf',
          file: { fileName: 'sheet.pdf', data: png, contentType: 'application/pdf' },
          message: 'Please upload only PDF files',
        },
        {
          name: 'a PDF renamed .png',
          target: 'banner',
          file: { fileName: 'photo.png', data: pdf(), contentType: 'image/png' },
          message: 'Please select a valid image file',
        },
        {
          name: 'an SVG with a script, as a picture',
          target: 'banner',
          file: { fileName: 'logo.svg', data: SVG_WITH_SCRIPT, contentType: 'image/svg+xml' },
          message: 'Please select a valid image file',
        },
        {
          name: 'an SVG with a script renamed .png',
          target: 'banner',
          file: { fileName: 'logo.png', data: SVG_WITH_SCRIPT, contentType: 'image/png' },
          message: 'Please select a valid image file',
        },
        {
          name: 'an SVG with a script, as a Download-page file',
          target: 'file',
          file: { fileName: 'logo.svg', data: SVG_WITH_SCRIPT },
          message: 'web pages and SVG are refused',
        },
        {
          name: 'an HTML file, as a picture',
          target: 'banner',
          file: { fileName: 'page.html', data: HTML_PAGE, contentType: 'text/html' },
          message: 'Please select a valid image file',
        },
        {
          name: 'an HTML file, as a Download-page file',
          target: 'file',
          file: { fileName: 'readme.txt', data: HTML_PAGE },
          message: 'web pages and SVG are refused',
        },
        { name: 'an HTML file, as a PDF', target: 'pdf', file: { fileName: 'sheet.pdf', data: HTML_PAGE }, message: 'Please upload only PDF files' },
        { name: 'a zero-byte picture', target: 'banner', file: { fileName: 'empty.png', data: Buffer.alloc(0) }, message: 'The file is empty' },
        { name: 'a zero-byte Download-page file', target: 'file', file: { fileName: 'empty.zip', data: Buffer.alloc(0) }, message: 'The file is empty' },
        {
          name: 'a picture over the banner limit (10 MB)',
          target: 'banner',
          file: { fileName: 'big.jpg', data: overLimit },
          message: 'File size must be less than 10MB',
        },
        { name: 'a pixel bomb (225 megapixels)', target: 'banner', file: { fileName: 'bomb.png', data: pixelBomb() }, message: 'more than 50 million pixels' },
        // Under 50 million pixels, but 5.2 s and +380 MB to decode before the side was capped (issue 27).
        {
          name: 'a 6 KB PNG of 49,000,000 × 1 pixels',
          target: 'banner',
          file: { fileName: 'line.png', data: pixelBomb(49_000_000, 1) },
          message: 'more than 20,000 pixels on a side',
        },
        // The markup check read the first kilobyte as UTF-8 only (issue 27): both of these passed it.
        {
          name: 'a UTF-16 web page named .pdf, as a Download-page file',
          target: 'file',
          file: { fileName: 'manual.pdf', data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HTML_PAGE.toString('latin1'), 'utf16le')]) },
          message: 'web pages and SVG are refused',
        },
        {
          name: 'a web page after 2,000 spaces, as a Download-page file',
          target: 'file',
          file: { fileName: 'driver.zip', data: Buffer.concat([Buffer.from(' '.repeat(2000)), HTML_PAGE]) },
          message: 'web pages and SVG are refused',
        },
        {
          name: 'a text with a script in its first kilobyte, as a Download-page file',
          target: 'file',
          file: { fileName: 'notes.txt', data: Buffer.from(`Release notes\n<script>alert(document.cookie)</script>`) },
          message: 'web pages and SVG are refused',
        },
        { name: 'a picture named ../../x.png', target: 'banner', file: { fileName: '../../x.png', data: png }, message: 'plain name, not a path' },
        { name: 'a PDF named ..\\..\\x.pdf', target: 'pdf', file: { fileName: '..\\..\\x.pdf', data: pdf() }, message: 'plain name, not a path' },
      ] as const;
    };

    const restField = { banner: 'imageFile', pdf: 'PdfFile', file: 'File' } as const;

    async function sendRest(target: 'banner' | 'pdf' | 'file', file: Omit<FilePart, 'field'>) {
      const part = { ...file, field: restField[target] };
      if (target === 'banner') return addBannerRest([part]);
      const url = target === 'pdf' ? `/api/v1/Admin/products/${productId}/pdf` : '/api/v1/Admin/files/upload';
      return restUpload(t, { method: 'POST', url, headers: admin, fields: { Description: 'x' }, files: [part] });
    }

    async function sendGraphQL(target: 'banner' | 'pdf' | 'file', file: Omit<FilePart, 'field'>) {
      if (target === 'banner') return graphqlUpload(t, ADD_BANNER, { input: { title: 'x' } }, { image: file }, admin);
      if (target === 'pdf') return graphqlUpload(t, ADD_PDF, { productId }, { file }, admin);
      return graphqlUpload(t, UPLOAD_FILE, {}, { file }, admin);
    }

    it('over REST: 400, the message naming the form field', async () => {
      for (const { name, target, file, message } of await refusals()) {
        const before = await state();
        const response = await sendRest(target, file);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(response.json().message, name).toContain(message);
        expect(response.json().message, name).toContain(`(${restField[target]})`);
        expect(await state(), name).toEqual(before);
        expect(filesUnder(tempDir), name).toEqual([]);
      }
    });

    it('over GraphQL: BAD_USER_INPUT, the message naming the argument', async () => {
      const argument = { banner: 'image', pdf: 'file', file: 'file' } as const;
      for (const { name, target, file, message } of await refusals()) {
        const before = await state();
        const answer = await sendGraphQL(target, file);
        expect(answer.errors?.[0]?.extensions?.code, `${name}: ${JSON.stringify(answer)}`).toBe('BAD_USER_INPUT');
        expect(answer.errors?.[0]?.message, name).toContain(message);
        expect(answer.errors?.[0]?.message, name).toContain(`(${argument[target]})`);
        expect(answer.data ?? null, name).toBeNull();
        expect(await state(), name).toEqual(before);
        expect(filesUnder(tempDir), name).toEqual([]);
      }
    });

    it('a REST file over its route limit is refused as soon as the limit is passed, with the same 400', async () => {
      const before = await state();
      const response = await sendRest('pdf', { fileName: 'huge.pdf', data: Buffer.concat([pdf(), Buffer.alloc(20 * MB)]) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'PDF size must be less than 20MB (PdfFile)', reason: 'fileTooLarge' });
      expect(await state()).toEqual(before);
    });

    it('a missing file answers the spec message, and a file in a field the route does not take is refused', async () => {
      const missing = await addBannerRest([]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please select an image file (imageFile)');
      const noFile = await restUpload(t, { method: 'POST', url: '/api/v1/Admin/files/upload', headers: admin, fields: { Description: 'x' } });
      expect(noFile.json().message).toBe('Please select a file to upload (File)');
      const wrongField = await addBannerRest([{ field: 'image', fileName: 'a.png', data: await picture('png', 10, 10) }]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().reason).toBe('unexpectedFile');
    });

    it('GraphQL: an Upload is only a file sent with the request, never JSON that looks like one', async () => {
      const before = await state();
      const forged = await t.graphql(ADD_BANNER, { input: { title: 'x' }, image: { path: '/etc/passwd', fileName: 'x.png', bytes: 10 } }, admin);
      expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(forged.errors?.[0]?.message).toContain('Upload must be a file sent as GraphQL multipart');
      expect(await state()).toEqual(before);
    });

    it('GraphQL multipart needs the preflight header and a map into the variables', async () => {
      const before = await state();
      const operations = JSON.stringify({ query: UPLOAD_FILE, variables: { file: null } });
      const send = (map: object, headers: Record<string, string>) => {
        const boundary = 'b0undary';
        const payload =
          `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify(map)}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.zip"\r\n\r\nPK\u0003\u0004zip\r\n--${boundary}--\r\n`;
        return t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { ...admin, ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
      };
      const withoutPreflight = await send({ 0: ['variables.file'] }, {});
      expect(withoutPreflight.statusCode).toBe(400);
      expect(withoutPreflight.json().errors[0].extensions.reason).toBe('preflightRequired');
      for (const map of [{ 0: ['variables.__proto__.x'] }, { 0: ['query'] }, { 0: ['variables.other'] }, { 1: ['variables.file'] }, { 0: 'variables.file' }]) {
        const response = await send(map, { 'apollo-require-preflight': 'true' });
        expect(response.statusCode, JSON.stringify(map)).toBe(400);
        expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
      }
      expect(await state()).toEqual(before);
    });
  });

  describe('a write that fails after its file was stored leaves no file behind', () => {
    /** Makes every insert into (or update of) the banner table fail, as a database fault would. */
    async function breakBannerWrites<T>(work: () => Promise<T>): Promise<T> {
      await sql(`create function test_fail_banner() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
      await sql(`create trigger test_fail_banner before insert or update on banner for each row execute function test_fail_banner()`);
      try {
        return await work();
      } finally {
        await sql('drop trigger test_fail_banner on banner');
        await sql('drop function test_fail_banner()');
      }
    }

    it('a new banner, over REST and GraphQL', async () => {
      const data = await picture('jpeg', 900, 300);
      const before = await state();
      await breakBannerWrites(async () => {
        const rest = await addBannerRest([{ field: 'imageFile', fileName: 'ok.jpg', data }]);
        expect(rest.statusCode).toBe(500);
        expect(rest.json().message).toBe('Internal server error');
        const gql = await graphqlUpload(t, ADD_BANNER, { input: { title: 'x' } }, { image: { fileName: 'ok.jpg', data } }, admin);
        expect(gql.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      });
      expect(await state()).toEqual(before);
    });

    it('a new picture for a banner: the new one goes, the old one stays', async () => {
      const created = await addBannerRest([{ field: 'imageFile', fileName: 'old.png', data: await picture('png', 500, 200) }]);
      const { id, imageUrl } = created.json();
      const before = await state();
      await breakBannerWrites(async () => {
        const response = await restUpload(t, {
          method: 'PUT',
          url: `/api/v1/Admin/banners/${id}`,
          headers: admin,
          fields: { title: 'New title' },
          files: [{ field: 'imageFile', fileName: 'new.png', data: await picture('png', 700, 200) }],
        });
        expect(response.statusCode).toBe(500);
      });
      expect(await state()).toEqual(before);
      expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200);
    });
  });

  describe('files of deleted and replaced records', () => {
    it('a replaced picture is removed once the edit has committed; a deleted banner takes its picture along', async () => {
      const created = await addBannerRest([{ field: 'imageFile', fileName: 'a.png', data: await picture('png', 400, 200) }]);
      const { id, imageUrl: oldUrl } = created.json();
      const edited = await restUpload(t, {
        method: 'PUT',
        url: `/api/v1/Admin/banners/${id}`,
        headers: admin,
        files: [{ field: 'imageFile', fileName: 'b.png', data: await picture('png', 500, 200) }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const newUrl = edited.json().imageUrl as string;
      expect(newUrl).not.toBe(oldUrl);
      expect(await storedSizes(oldUrl)).toEqual([]);
      expect((await storedSizes(newUrl)).length).toBeGreaterThan(0);

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/banners/${id}`, headers: admin });
      expect(deleted.json()).toEqual({ message: 'Banner deleted successfully', id });
      expect(await storedSizes(newUrl)).toEqual([]);
    });

    it('a picture another row still shows is kept until the last one goes', async () => {
      const first = (await addBannerRest([{ field: 'imageFile', fileName: 'shared.png', data: await picture('png', 330, 100) }])).json();
      const second = (await addBannerRest([{ field: 'imageFile', fileName: 'other.png', data: await picture('png', 330, 100) }])).json();
      // Another record showing the first banner's picture (a product image pointing at it).
      await sql('update banner set image_url = ? where id = ?', [first.imageUrl, second.id]);
      await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/banners/${first.id}`, headers: admin });
      expect((await storedSizes(first.imageUrl)).length).toBe(2);
      await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/banners/${second.id}`, headers: admin });
      expect(await storedSizes(first.imageUrl)).toEqual([]);
    });

    it('a deleted PDF and a deleted Download-page file take their stored files along', async () => {
      const before = await storedKeys(t.storage);
      const added = await restUpload(t, {
        method: 'POST',
        url: `/api/v1/Admin/products/${productId}/pdf`,
        headers: admin,
        files: [{ field: 'PdfFile', fileName: 'manual.pdf', data: pdf() }],
      });
      const uploaded = await restUpload(t, {
        method: 'POST',
        url: '/api/v1/Admin/files/upload',
        headers: admin,
        files: [{ field: 'File', fileName: 'driver.zip', data: Buffer.from('PK\u0003\u0004 driver bytes') }],
      });
      expect((await storedKeys(t.storage)).length).toBe(before.length + 2);
      await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/product-pdfs/${added.json().id}`, headers: admin });
      await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/files/${uploaded.json().id}`, headers: admin });
      expect(await storedKeys(t.storage)).toEqual(before);
    });
  });
});
