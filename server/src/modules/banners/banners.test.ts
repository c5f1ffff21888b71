import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from '../../../test/accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';
import { filesUnder, graphqlUpload, picture, restUpload } from '../../../test/uploads.js';

/**
 * Issue 16: the back office's banners over REST (back office §7) and GraphQL. Added with a picture and
 * the §9 defaults, texts stored in both languages, edited (optionally with a new picture), deleted with
 * its picture; every write audited; the storefront's `banners` query and GET /Banners show the change
 * at once, also in a second app on the same database.
 */

let t: TestApp;
let second: TestApp;
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'banners-test-'));
const uploadsDir = path.join(dataDir, 'uploads');

beforeAll(async () => {
  t = await startTestApp({ dataDir });
  second = await startTestApp({ sameDatabaseAs: t, dataDir });
  sql = sqlOf(t);
  // The admin works in Azerbaijani: the answers below read the Azerbaijani texts.
  admin = { ...(await signIn(t, ADMIN.email, ADMIN.password, '10.16.5.1')), ...IN_AZERBAIJANI };
});
afterAll(async () => {
  await second.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const addBanner = async (bannerData: object, width = 1200) =>
  restUpload(t, {
    method: 'POST',
    url: '/api/v1/Admin/banners/with-image',
    headers: admin,
    fields: { bannerData: JSON.stringify(bannerData) },
    files: [{ field: 'imageFile', fileName: 'slide.jpg', data: await picture('jpeg', width, 400) }],
  });

/** The storefront's banners' Azerbaijani titles, from both apps and both APIs: they must agree. */
async function shownTitles(): Promise<string[]> {
  const answers: string[][] = [];
  for (const app of [t, second]) {
    answers.push((await app.app.inject({ url: '/api/v1/Banners', headers: IN_AZERBAIJANI })).json<{ title: string }[]>().map((b) => b.title));
    answers.push((await app.graphql<{ banners: { title: string }[] }>('{ banners { title } }', {}, IN_AZERBAIJANI)).data!.banners.map((b) => b.title));
  }
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

const audits = async (entityId: string) =>
  sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
    'select action, changes from audit_entry where entity = ? and entity_id = ? order by id',
    ['banner', entityId],
  );

describe('banners over REST', () => {
  it('adds a banner from bannerData and imageFile with the §9 defaults; the storefront shows it at once', async () => {
    const response = await addBanner({
      title: 'Yeni noutbuklar',
      titleEn: 'New laptops',
      description: 'Ən son modellər',
      descriptionEn: 'The latest models',
      linkUrl: '/noutbuklar',
      buttonText: 'Bax',
      buttonTextEn: 'View',
    });
    expect(response.statusCode, response.body).toBe(201);
    const banner = response.json();
    expect(banner).toMatchObject({
      title: 'Yeni noutbuklar',
      description: 'Ən son modellər',
      linkUrl: '/noutbuklar',
      buttonText: 'Bax',
      type: 0,
      sortOrder: 0,
      isActive: true,
      startDate: null,
      endDate: null,
    });
    expect(banner.imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/1200\.webp$/);
    const folder = banner.imageUrl.replace(/\/1200\.webp$/, '');
    const carousel = await t.graphql<{ banners: { id: string; imageSrcset: string | null }[] }>('{ banners { id imageSrcset } }');
    expect(carousel.data!.banners.find((b) => b.id === banner.id)?.imageSrcset).toBe(
      `${folder}/320.webp 320w, ${folder}/640.webp 640w, ${folder}/1200.webp 1200w`,
    );
    const [stored] = await sql('select title_en, description_en, button_text_en from banner where id = ?', [banner.id]);
    expect(stored).toEqual({ title_en: 'New laptops', description_en: 'The latest models', button_text_en: 'View' });
    expect(await shownTitles()).toContain('Yeni noutbuklar');
    const [created] = await audits(banner.id);
    expect(created).toMatchObject({
      action: 'create',
      changes: { title: { before: null, after: 'Yeni noutbuklar' }, isActive: { before: null, after: true } },
    });
  });

  it('GET /Admin/banners lists every banner, hidden ones too, with dates and flags', async () => {
    const hidden = await addBanner({
      title: 'Gizli',
      isActive: false,
      sortOrder: 5,
      startDate: '2027-01-01T00:00:00.000Z',
      endDate: '2027-02-01T00:00:00.000Z',
    });
    expect(hidden.statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/v1/Admin/banners', headers: admin });
    const mine = list.json().find((b: { id: string }) => b.id === hidden.json().id);
    expect(mine).toMatchObject({ title: 'Gizli', isActive: false, sortOrder: 5, startDate: '2027-01-01T00:00:00.000Z', endDate: '2027-02-01T00:00:00.000Z' });
    expect(Object.keys(mine).sort()).toEqual(
      ['id', 'imageUrl', 'title', 'description', 'linkUrl', 'buttonText', 'type', 'isActive', 'sortOrder', 'startDate', 'endDate', 'createdAt'].sort(),
    );
    expect(list.json().length).toBeGreaterThan((await shownTitles()).length);
    expect(await shownTitles()).not.toContain('Gizli');
  });

  it('PUT edits with JSON (fields left out stay), audits before and after; the storefront follows', async () => {
    const { id } = (await addBanner({ title: 'Yaz endirimi', sortOrder: 2 })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Admin/banners/${id}`,
      headers: admin,
      payload: { isActive: false, buttonTextEn: 'Shop now' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Yaz endirimi', sortOrder: 2, isActive: false });
    expect(await shownTitles()).not.toContain('Yaz endirimi');
    const [, update] = await audits(id);
    expect(update).toEqual({ action: 'update', changes: { isActive: { before: true, after: false }, buttonTextEn: { before: '', after: 'Shop now' } } });

    const again = await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/banners/${id}`, headers: admin, payload: { isActive: true, title: 'Yay endirimi' } });
    expect(again.json()).toMatchObject({ title: 'Yay endirimi', isActive: true });
    expect(await shownTitles()).toContain('Yay endirimi');
  });

  it('PUT as form data may carry a new picture, which replaces the old one', async () => {
    const { id, imageUrl } = (await addBanner({ title: 'Şəkil' })).json();
    const edited = await restUpload(t, {
      method: 'PUT',
      url: `/api/v1/Admin/banners/${id}`,
      headers: admin,
      fields: { sortOrder: '7' },
      files: [{ field: 'imageFile', fileName: 'new.png', data: await picture('png', 640, 200) }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ sortOrder: 7, imageUrl: expect.stringMatching(/\/640\.webp$/) });
    expect(filesUnder(uploadsDir).some((f) => imageUrl.includes(path.dirname(f)))).toBe(false);
    const [, update] = await audits(id);
    expect(update!.changes.imageUrl).toEqual({ before: imageUrl, after: edited.json().imageUrl });
  });

  it('refuses bad fields with 400 naming them, changing nothing', async () => {
    const { id } = (await addBanner({ title: 'Yoxlama' })).json();
    const before = await sql('select * from banner where id = ?', [id]);
    const files = filesUnder(uploadsDir);
    const cases: [object, string][] = [
      [{ title: '', titleEn: '' }, 'Title is required'],
      [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl must be a path of this shop'],
      [{ linkUrl: '//evil.example/x' }, 'linkUrl'],
      [{ startDate: '2027-02-01T00:00:00Z', endDate: '2027-01-01T00:00:00Z' }, 'endDate cannot be before startDate'],
      [{ type: 3 }, 'type must be one of 0'],
      [{ sortOrder: 5_000_000 }, 'sortOrder must be a whole number'],
      [{ startDate: 'tomorrow' }, 'startDate must be a date'],
      [{ title: 'x'.repeat(256) }, 'title'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/banners/${id}`, headers: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    const noTitle = await addBanner({ description: 'no title' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Title is required (title or titleEn)');
    expect(await sql('select * from banner where id = ?', [id])).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual(files);
  });

  it('a title in English only is enough (the Azerbaijani one stays empty)', async () => {
    const response = await addBanner({ titleEn: 'Only English' });
    expect(response.statusCode).toBe(201);
    const [stored] = await sql('select title, title_en from banner where id = ?', [response.json().id]);
    expect(stored).toEqual({ title: '', title_en: 'Only English' });
  });

  it('DELETE removes the banner and its picture; 404 "Banner not found" after', async () => {
    const { id, imageUrl } = (await addBanner({ title: 'Silinəcək' })).json();
    expect(await shownTitles()).toContain('Silinəcək');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/banners/${id}`, headers: admin });
    expect(deleted.json()).toEqual({ message: 'Banner deleted successfully', id });
    expect(await shownTitles()).not.toContain('Silinəcək');
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404);
    expect((await audits(id)).at(-1)).toMatchObject({ action: 'delete', changes: { title: { before: 'Silinəcək', after: null } } });
    for (const method of ['PUT', 'DELETE'] as const) {
      const again = await t.app.inject({ method, url: `/api/v1/Admin/banners/${id}`, headers: admin, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Banner not found');
    }
  });
});

describe('banners over GraphQL', () => {
  it('addBanner, adminBanners, updateBanner (with and without a picture), deleteBanner', async () => {
    const fields = 'id title description linkUrl buttonText type isActive sortOrder startDate endDate imageUrl createdAt';
    const added = await graphqlUpload(
      t,
      `mutation($input: BannerInput!, $image: Upload!) { addBanner(input: $input, image: $image) { ${fields} } }`,
      { input: { title: 'Müşahidə kameraları', titleEn: 'CCTV cameras', buttonText: 'Bax', buttonTextEn: 'View', linkUrl: '/kameralar', sortOrder: 1 } },
      { image: { fileName: 'cctv.webp', data: await picture('webp', 900, 300) } },
      admin,
    );
    expect(added.errors).toBeUndefined();
    const banner = added.data!.addBanner;
    expect(banner).toMatchObject({
      title: 'Müşahidə kameraları',
      type: 'CAROUSEL',
      isActive: true,
      sortOrder: 1,
      startDate: null,
      imageUrl: expect.stringMatching(/\/900\.webp$/),
    });
    expect(await shownTitles()).toContain('Müşahidə kameraları');

    const listed = await t.graphql<{ adminBanners: { id: string }[] }>('{ adminBanners { id } }', {}, admin);
    expect(listed.data!.adminBanners.map((b) => b.id)).toContain(banner.id);

    const edited = await t.graphql(
      `mutation($id: ID!, $input: BannerInput!) { updateBanner(id: $id, input: $input) { isActive endDate } }`,
      { id: banner.id, input: { isActive: false, endDate: '2030-01-01T00:00:00.000Z' } },
      admin,
    );
    expect(edited.data).toEqual({ updateBanner: { isActive: false, endDate: '2030-01-01T00:00:00.000Z' } });
    expect(await shownTitles()).not.toContain('Müşahidə kameraları');

    const withPicture = await graphqlUpload(
      t,
      `mutation($id: ID!, $input: BannerInput!, $image: Upload) { updateBanner(id: $id, input: $input, image: $image) { imageUrl isActive } }`,
      { id: banner.id, input: { isActive: true } },
      { image: { fileName: 'new.png', data: await picture('png', 500, 100) } },
      admin,
    );
    expect(withPicture.data!.updateBanner).toEqual({ imageUrl: expect.stringMatching(/\/500\.webp$/), isActive: true });
    expect(await shownTitles()).toContain('Müşahidə kameraları');

    const deleted = await t.graphql(`mutation($id: ID!) { deleteBanner(id: $id) }`, { id: banner.id }, admin);
    expect(deleted.data).toEqual({ deleteBanner: banner.id });
    expect(await shownTitles()).not.toContain('Müşahidə kameraları');
    expect((await audits(banner.id)).map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('refuses what the REST route refuses, by the same schema and with the same message, naming the field; changes nothing', async () => {
    const { id } = (await addBanner({ title: 'GraphQL yoxlama' })).json();
    const before = await sql('select * from banner where id = ?', [id]);
    const update = `mutation($id: ID!, $input: BannerInput!) { updateBanner(id: $id, input: $input) { id } }`;
    const cases: [object, string, string][] = [
      [{ title: 'x'.repeat(256) }, 'title must be at most 255 characters', 'textTooLong'],
      [{ description: 'x'.repeat(2001) }, 'description must be at most 2000 characters', 'textTooLong'],
      [{ title: '', titleEn: ' ' }, 'Title is required (title or titleEn)', 'titleRequired'],
      [{ startDate: '2027-02-01T00:00:00Z', endDate: '2027-01-01T00:00:00Z' }, 'endDate cannot be before startDate', 'dateRangeInvalid'],
    ];
    for (const [input, message, reason] of cases) {
      const graphql = await t.graphql(update, { id, input }, admin);
      expect(graphql.errors?.[0], JSON.stringify(input)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', reason } });
      const rest = await t.app.inject({ method: 'PUT', url: `/api/v1/Admin/banners/${id}`, headers: admin, payload: input });
      expect([rest.statusCode, rest.json().message], JSON.stringify(input)).toEqual([400, message]);
    }
    expect(await sql('select * from banner where id = ?', [id])).toEqual(before);
  });
});
