import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { add, productsForSale, sqlOf } from '../../../test/buying.js';
import { DEFAULT_STORE_WHATSAPP } from '../../config.js';
import { seedStoreSettings } from './settings.service.js';
import { DEFAULT_SOFTWARE_SITE_URL } from './settings.values.js';

/**
 * Issue 28: the store settings the owner edits in the back office. Seeded from the configuration, read
 * by anyone without admin-only data, replaced by admins only with every field checked (400 naming the
 * field, nothing changed), audited, and seen at once by every process: the public read, the next page
 * (rendered by a bundle of the client's shape that shows the settings it read: the real one's structured
 * data is held by e2e/tests/seo.spec.ts) and the next checkout link of a second app on the same database.
 */

/** A server bundle whose every page shows the store settings it read over GraphQL (client/src/app/entry-server.tsx is the real one). */
const SETTINGS_PAGE = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-settings-bundle-')), 'settings.mjs');
writeFileSync(
  SETTINGS_PAGE,
  `export function routeOf() { return { route: 'contact', ownPage: false }; }
  export async function render({ execute }) {
    const { data } = await execute({ query: '{ storeSettings { shopName email phones { display } offices { address } } }', variables: {}, operationName: null });
    return { route: 'contact', ownPage: false, status: 200, head: '', body: { html: '<pre id="settings">' + JSON.stringify(data.storeSettings).replace(/</g, '') + '</pre>', headTags: '', state: {}, stateId: 'ssr-state' }, passes: 1 };
  }`,
);

let t: TestApp;
let second: TestApp;
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ serverBundle: SETTINGS_PAGE });
  second = await startTestApp({ sameDatabaseAs: t, serverBundle: SETTINGS_PAGE });
  sql = sqlOf(t);
  admin = await signIn(t, ADMIN.email, ADMIN.password, '10.28.1.1');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const VALID = {
  shopNameAz: 'Texnika Mağazası',
  shopNameEn: 'Texnika Store',
  phones: ['+994 12 555 44 33', '(012) 555-44-34'],
  whatsApp: '+994 55 777 66 55',
  email: 'sales@texnika.az',
  offices: [
    {
      nameAz: 'Baş ofis',
      nameEn: 'Head office',
      addressAz: 'Bakı, Nizami küçəsi 99',
      addressEn: '99 Nizami street, Baku',
      hoursAz: 'Hər gün 9–21',
      hoursEn: 'Daily 9–21',
      latitude: 40.38,
      longitude: 49.85,
    },
    { nameAz: 'Servis', addressAz: 'Bakı, Xətai', latitude: 40.33, longitude: 49.79 },
  ],
  facebookUrl: 'https://facebook.com/texnika',
  instagramUrl: '',
  youtubeUrl: null,
  linkedinUrl: 'http://linkedin.com/company/texnika',
};

const put = (payload: unknown, headers = admin) => t.app.inject({ method: 'PUT', url: '/api/v1/Admin/settings', headers, payload: payload as object });
const stored = async () => (await sql<{ data: unknown }>('select data from store_settings'))[0]!.data;
const settingsAudits = () =>
  sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
    `select action, changes from audit_entry where entity = 'settings' order by id`,
  );

describe('store settings', () => {
  it('starts from the seed: the configured WhatsApp number (the one checkout used), the former phone and offices, no social links', async () => {
    const answer = (await t.app.inject({ url: '/api/v1/Settings', headers: { cookie: 'language=en' } })).json<Record<string, unknown>>();
    expect(answer).toMatchObject({
      shopName: 'Texnika Mağazası',
      phones: [{ display: '+994 12 000 00 00', href: 'tel:+994120000000' }],
      whatsApp: DEFAULT_STORE_WHATSAPP,
      whatsAppUrl: `https://wa.me/${DEFAULT_STORE_WHATSAPP}`,
      email: null,
      socialLinks: [],
      softwareSiteUrl: DEFAULT_SOFTWARE_SITE_URL,
    });
    expect((answer.offices as { name: string }[]).map((o) => o.name)).toEqual(['Head office', 'Service centre']);
    const az = (
      await t.graphql<{ storeSettings: { offices: { name: string; address: string }[] } }>(
        '{ storeSettings { offices { name address } } }',
        {},
        { cookie: 'language=az' },
      )
    ).data!.storeSettings;
    expect(az.offices[0]).toEqual({ name: 'Baş ofis', address: 'Bakı, Səbail rayonu, Nizami küçəsi 15' });
  });

  it('seeds only once: a later start with another STORE_WHATSAPP keeps what is stored', async () => {
    const em = t.orm.em.fork();
    await seedStoreSettings(em, '994559998877');
    expect((await stored()) as { whatsApp: string }).toMatchObject({ whatsApp: DEFAULT_STORE_WHATSAPP });
    await sql('delete from store_settings');
    await seedStoreSettings(em, '994559998877');
    expect((await stored()) as { whatsApp: string }).toMatchObject({ whatsApp: '994559998877' });
    await sql('delete from store_settings');
    await seedStoreSettings(em, DEFAULT_STORE_WHATSAPP);
  });

  it.each([
    [{ ...VALID, whatsApp: '+994 ABC' }, 'whatsApp must be a phone number'],
    [{ ...VALID, whatsApp: '12345' }, 'whatsApp must be a phone number'],
    [{ ...VALID, phones: ['call us'] }, 'phones.0 must be a phone number'],
    [{ ...VALID, phones: [] }, 'phones must be a list of 1 to 5'],
    [{ ...VALID, email: 'not an address' }, 'email must be an e-mail address'],
    [{ ...VALID, facebookUrl: 'javascript:alert(1)' }, 'facebookUrl must be an http(s) address'],
    [{ ...VALID, instagramUrl: 'ftp://example.com/x' }, 'instagramUrl must be an http(s) address'],
    [{ ...VALID, softwareSiteUrl: 'javascript:alert(1)' }, 'softwareSiteUrl must be an http(s) address'],
    [{ ...VALID, offices: [] }, 'offices must be a list of 1 to 4'],
    [{ ...VALID, offices: [{ ...VALID.offices[0], latitude: 91 }] }, 'offices.0.latitude must be a number from -90 to 90'],
    [{ ...VALID, offices: [VALID.offices[0], { ...VALID.offices[1], longitude: -181 }] }, 'offices.1.longitude must be a number from -180 to 180'],
    [{ ...VALID, offices: [{ ...VALID.offices[0], addressAz: ' ', addressEn: '' }] }, 'offices.0.addressAz or offices.0.addressEn is required'],
    [{ ...VALID, shopNameAz: '', shopNameEn: null }, 'shopNameAz or shopNameEn is required'],
    [{ ...VALID, shopNameEn: 'x'.repeat(101) }, 'shopNameEn must be at most 100 characters'],
    [{ ...VALID, offices: [{ ...VALID.offices[0], hoursEn: 'x'.repeat(256) }] }, 'offices.0.hoursEn must be at most 255 characters'],
    [{ ...VALID, secret: 1 }, 'secret is not a known field'],
  ])('refuses with 400 naming the field, changing nothing: %#', async (payload, message) => {
    const before = await stored();
    const audits = (await settingsAudits()).length;
    const response = await put(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await stored()).toEqual(before);
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it('refuses the same over GraphQL as BAD_USER_INPUT', async () => {
    const { errors } = await t.graphql(
      'mutation($input: StoreSettingsInput!) { updateStoreSettings(input: $input) { whatsApp } }',
      { input: { ...VALID, facebookUrl: 'javascript:alert(1)' } },
      admin,
    );
    expect(errors?.[0]).toMatchObject({
      message: 'facebookUrl must be an http(s) address',
      extensions: { code: 'BAD_USER_INPUT', reason: 'settingsUrlInvalid' },
    });
  });

  it('saves, audits the change and shows it in the next request of every process, checkout included', async () => {
    const before = (await t.app.inject({ url: '/api/v1/Admin/settings', headers: admin })).json<{ whatsApp: string }>();
    // Both processes have read (and kept) the settings before the change.
    for (const app of [t, second]) expect((await app.app.inject({ url: '/api/v1/Settings' })).json()).toMatchObject({ whatsApp: before.whatsApp });
    // Each process keeps the page it rendered before the change.
    for (const app of [t, second]) expect((await app.app.inject({ url: '/contact', headers: { cookie: 'language=en' } })).headers.etag).toBeDefined();

    const response = await put(VALID);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      whatsApp: '994557776655',
      phones: ['+994 12 555 44 33', '(012) 555-44-34'],
      facebookUrl: 'https://facebook.com/texnika',
      instagramUrl: '',
      updatedByEmail: ADMIN.email,
    });

    const [entry] = (await settingsAudits()).slice(-1);
    expect(entry!.action).toBe('update');
    expect(entry!.changes.whatsApp).toEqual({ before: before.whatsApp, after: '994557776655' });
    expect(Object.keys(entry!.changes)).toContain('offices');

    for (const app of [t, second]) {
      const shown = (await app.app.inject({ url: '/api/v1/Settings', headers: { cookie: 'language=en' } })).json<Record<string, unknown>>();
      expect(shown).toMatchObject({
        shopName: 'Texnika Store',
        whatsAppUrl: 'https://wa.me/994557776655',
        phones: [
          { display: '+994 12 555 44 33', href: 'tel:+994125554433' },
          { display: '(012) 555-44-34', href: 'tel:0125554434' },
        ],
        email: 'sales@texnika.az',
        socialLinks: [
          { network: 'facebook', url: 'https://facebook.com/texnika' },
          { network: 'linkedin', url: 'http://linkedin.com/company/texnika' },
        ],
      });
      // An office without English texts shows its Azerbaijani ones.
      expect(shown.offices).toEqual([
        { name: 'Head office', address: '99 Nizami street, Baku', hours: 'Daily 9–21', latitude: 40.38, longitude: 49.85 },
        { name: 'Servis', address: 'Bakı, Xətai', hours: '', latitude: 40.33, longitude: 49.79 },
      ]);

      // The next page, though a page was kept before the change.
      const html = (await app.app.inject({ url: '/contact', headers: { cookie: 'language=en' } })).body;
      expect(JSON.parse(/<pre id="settings">(.*?)<\/pre>/.exec(html)![1]!)).toEqual({
        shopName: 'Texnika Store',
        email: 'sales@texnika.az',
        phones: [{ display: '+994 12 555 44 33' }, { display: '(012) 555-44-34' }],
        offices: [{ address: '99 Nizami street, Baku' }, { address: 'Bakı, Xətai' }],
      });
    }

    // The next checkout, in the other process, links to the new number.
    const customer = await signIn(second, CUSTOMERS.Retail, CUSTOMER_PASSWORD, '10.28.1.2');
    const [product] = await productsForSale(second, 1);
    await add(second, customer, product!.id);
    const checkout = await second.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', headers: customer, payload: {} });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json<{ whatsAppUrl: string }>().whatsAppUrl).toMatch(/^https:\/\/wa\.me\/994557776655\?text=/);
  });

  it('shows a change made outside the app (plain SQL) in the next request too', async () => {
    await sql(`update store_settings set data = jsonb_set(data, '{whatsApp}', '"994701234567"')`);
    for (const app of [t, second]) expect((await app.app.inject({ url: '/api/v1/Settings' })).json()).toMatchObject({ whatsApp: '994701234567' });
  });

  // The page itself (server-rendered with the new address) is checked in e2e/tests/admin-settings.spec.ts.
  it("the Software installation page's button: the first address for settings saved before it existed, kept by a write that leaves it out, hidden when emptied", async () => {
    const publicSite = async (app: TestApp) => (await app.app.inject({ url: '/api/v1/Settings' })).json<{ softwareSiteUrl: string | null }>().softwareSiteUrl;
    // A document saved before the field existed.
    await sql(`update store_settings set data = data - 'softwareSiteUrl'`);
    for (const app of [t, second]) expect(await publicSite(app)).toBe(DEFAULT_SOFTWARE_SITE_URL);
    expect((await t.app.inject({ url: '/api/v1/Admin/settings', headers: admin })).json()).toMatchObject({ softwareSiteUrl: DEFAULT_SOFTWARE_SITE_URL });

    const site = 'https://downloads.example.com/tools';
    expect((await put({ ...VALID, softwareSiteUrl: site })).json()).toMatchObject({ softwareSiteUrl: site });
    expect((await settingsAudits()).at(-1)!.changes.softwareSiteUrl).toEqual({ before: DEFAULT_SOFTWARE_SITE_URL, after: site });
    for (const app of [t, second]) expect(await publicSite(app)).toBe(site);
    const { data } = await t.graphql<{ storeSettings: { softwareSiteUrl: string | null } }>('{ storeSettings { softwareSiteUrl } }');
    expect(data!.storeSettings.softwareSiteUrl).toBe(site);

    // A client that does not know the field (written before it) saves everything else and keeps it.
    expect((await put(VALID)).statusCode).toBe(200);
    expect(await publicSite(t)).toBe(site);

    // Emptied: no button.
    expect((await put({ ...VALID, softwareSiteUrl: '' })).json()).toMatchObject({ softwareSiteUrl: '' });
    for (const app of [t, second]) expect(await publicSite(app)).toBeNull();
  });

  it('hands the public no admin-only data: who saved them, when, or the stored other-language texts', async () => {
    const rest = (await t.app.inject({ url: '/api/v1/Settings', headers: { cookie: 'language=en' } })).body;
    expect(rest).not.toContain(ADMIN.email);
    expect(rest).not.toMatch(/updated|shopNameAz|nameAz/i);
    expect(rest).not.toContain('Bakı, Nizami küçəsi 99');
    const { errors } = await t.graphql('{ storeSettings { updatedByEmail } }');
    expect(errors?.[0]?.message).toMatch(/Cannot query field "updatedByEmail"/);
    for (const headers of [{}, await signIn(t, CUSTOMERS.VIP, CUSTOMER_PASSWORD, '10.28.1.3')]) {
      expect((await t.app.inject({ url: '/api/v1/Admin/settings', headers })).statusCode).toBeGreaterThanOrEqual(401);
      expect((await put(VALID, headers)).statusCode).toBeGreaterThanOrEqual(401);
    }
  });
});
