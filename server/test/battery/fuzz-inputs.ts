import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import type { RestRoute } from '../../src/rest/route.js';

/**
 * fast-check generators of hostile requests, for the fuzz battery: wrong types, NUL characters, huge
 * strings, repeated keys, prototype keys, deep nesting, odd content types and broken multipart, mixed
 * with real ids and well-formed values so that inputs also get past the first checks.
 */

/** Real ids, slugs and e-mails of the fuzzed database, so generated input also reaches rows that exist. */
export interface Pools {
  ids: string[];
  slugs: string[];
  emails: string[];
  /** Files to upload: real pictures and PDFs, and files that only pretend to be (made by the battery). */
  uploads: Buffer[];
}

export interface RestInput {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the body was built, for the report of a failure. */
  shape: string;
}

export interface GraphQLInput {
  headers: Record<string, string>;
  payload: string | Buffer;
  url: string;
  method: 'GET' | 'POST';
  shape: string;
}

/** Field names the REST handlers read, plus names aimed at prototypes and at the form-field expansion. */
const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'currentPassword',
  'currentPass',
  'newPassword',
  'newPass',
  'confirmNewPassword',
  'role',
  'isActive',
  'categoryId',
  'filterCriteria',
  'minPrice',
  'maxPrice',
  'sort',
  'sortBy',
  'sortOrder',
  'page',
  'pageSize',
  'q',
  'search',
  'limit',
  'productId',
  'sortField',
  'sortDirection',
  'text',
  'quantity',
  'customerName',
  'customerPhone',
  'items',
  'totalAmount',
  'currency',
  'language',
  'status',
  'note',
  'bannerData',
  'title',
  'titleEn',
  'linkUrl',
  'startDate',
  'endDate',
  'CustomFileName',
  'Description',
  'Category',
  'IsActive',
  'name',
  'nameEn',
  'description',
  'descriptionEn',
  'imageUrl',
  'parentCategoryId',
  'slug',
  'regenerateSlug',
  'categoryData',
  'type',
  'options',
  'options[0][value]',
  'options[0][displayName]',
  'categoryIds',
  'value',
  'displayName',
  'displayNameEn',
  'color',
  'iconUrl',
  'filterId',
  'filterOptionId',
  'customValue',
  'productIds',
  'productData',
  'sku',
  'stockQuantity',
  'brandId',
  'prices',
  'colors',
  'sizes',
  'specificationGroups',
  'groupName',
];
const TRICKY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'constructor.prototype.role',
  'constructor[prototype][isAdmin]',
  '__proto__[role]',
  '__proto__.categoryId',
  'filterCriteria[0][filterId]',
  'filterCriteria[0].filterOptionIds[1]',
  'filterCriteria[99999999]',
  'filterCriteria[length]',
  'filterCriteria[0][__proto__][x]',
  'a[b',
  'a]]',
  '',
  '.',
  '[]',
  'role.0',
  'email[]',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'k'.repeat(3000),
  'nul\u0000key',
];

/** Names of Object.prototype's own members (plain assignment to them throws while it is frozen, src/freeze-prototype.ts), also as nested form fields. */
const PROTOTYPE_MEMBERS = Object.getOwnPropertyNames(Object.prototype).flatMap((name) => [name, `filterCriteria[0][${name}]`, `${name}.x`]);

/** A field name: one a handler reads, one aimed at prototypes or the form expansion, or any. */
const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_MEMBERS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '..%2f..%2fetc',
  '%00',
  '\uffff',
  '\ud800',
  '😀',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '-99999999999999999999',
  '0x10',
  'true',
  '[]',
  '{}',
  '{"__proto__":{"x":1}}',
  '[{"filterId":"x"}]',
  '-'.repeat(36),
  '00000000-0000-0000-0000-000000000000',
  'DESC',
  'asc',
  'price',
  'name',
  'price_desc',
  'Admin',
  'VIP',
  'CREATED_AT',
  'Ş' + 'ə'.repeat(300),
  '<script>alert(1)</script>',
  '${7*7}',
  '\r\nX-Injected: 1',
  ' '.repeat(1000),
];

function hostileString(pools: Pools, maxHuge: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...pools.ids, ...pools.slugs, ...pools.emails) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`) },
    { weight: 1, arbitrary: fc.integer({ min: 256, max: maxHuge }).map((n) => 'x'.repeat(n)) },
  );
}

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, 1e20, -1e20, 1e308, 0.5, -0.01, 4.999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/**
 * An object of generated members, built with own data properties: plain assignment would throw for keys
 * such as `constructor` while Object.prototype is frozen (as it is in the test app), and `__proto__` would
 * set the prototype instead of adding a member.
 */
function objectOf(key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxKeys: number): fc.Arbitrary<Record<string, unknown>> {
  return fc.array(fc.tuple(key, value), { maxLength: maxKeys }).map((entries) => Object.fromEntries(entries));
}

/** Any JSON value, from flat to deeply nested, with hostile strings and keys. */
function hostileJson(pools: Pools, maxHuge: number): fc.Arbitrary<unknown> {
  const key = fieldName;
  const leaf = fc.oneof(hostileString(pools, maxHuge), hostileNumber, fc.boolean(), fc.constant(null));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 4 }), objectOf(key, tie('value'), 5)),
  }));
  return fc.oneof(
    { weight: 8, arbitrary: value },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 600 }), fc.boolean()).map(([depth, asObject]) => nested(depth, asObject)) },
  );
}

/** A body object: well-formed values for the fields handlers read, some replaced by hostile ones, plus stray keys. */
function hostileRecord(pools: Pools, maxHuge: number): fc.Arbitrary<Record<string, unknown>> {
  const wellFormed = fc.record(
    {
      firstName: fc.constant('Kamran'),
      lastName: fc.constant('Nəbiyev'),
      email: fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress()),
      phoneNumber: fc.integer({ min: 100000000, max: 999999999 }).map((n) => `+994${n}`),
      password: fc.constantFrom('Parol-2026!', 'Customer123!', 'short'),
      confirmPassword: fc.constantFrom('Parol-2026!', 'x'),
      categoryId: fc.constantFrom(...pools.ids),
      page: fc.constantFrom(1, 2),
      pageSize: fc.constantFrom(20, 100),
      sortBy: fc.constantFrom('price', 'name', 'newest'),
      role: fc.constantFrom(0, 1, 2, 3, 4, 'Retail'),
      productId: fc.constantFrom(...pools.ids),
      quantity: fc.constantFrom(1, 2, 5, 999),
      customerName: fc.constantFrom('Aygün Məmmədova', ''),
      customerPhone: fc.constantFrom('+994501112233', '0501112233'),
      language: fc.constantFrom('en', 'az'),
    },
    { requiredKeys: [] },
  );
  const overrides = objectOf(fieldName, hostileJson(pools, maxHuge), 4);
  return fc.tuple(wellFormed, overrides).map(([base, extra]) => ({ ...base, ...extra }));
}

function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A query string: known and tricky keys, repeated keys, hostile values; sometimes raw, malformed escapes. */
function hostileQuery(pools: Pools): fc.Arbitrary<string> {
  const key = fieldName.filter((k) => k.length < 100);
  const value = fc.oneof(hostileString(pools, 8000), hostileNumber.map(String));
  const pairs = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((list) => list.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`));
  const repeated = fc.tuple(fc.constantFrom(...FIELD_NAMES), value, value).map(([k, a, b]) => [`${k}=${percentEncode(a)}`, `${k}=${percentEncode(b)}`]);
  const raw = fc.constantFrom('%', '%zz', 'q=%E0%A4%A', 'page[]=1', 'page[a]=1', '__proto__[role]=0', 'a&&&b==c', 'q=' + '%00'.repeat(10));
  return fc.tuple(pairs, fc.option(repeated, { nil: [] }), fc.option(raw, { nil: undefined })).map(([p, r, x]) => {
    const parts = [...p, ...r, ...(x ? [x] : [])];
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

const BOUNDARY = 'fuzz-boundary';

function multipartBody(fields: [string, string][], withFile: boolean): Buffer {
  const parts = fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${value}\r\n`);
  if (withFile)
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${'z'.repeat(2048)}\r\n`,
    );
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
}

/** Flattens a record to form pairs: lists as repeated keys, objects as JSON text. */
function formPairs(record: Record<string, unknown>): [string, string][] {
  return Object.entries(record).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [key, typeof item === 'string' ? item : (JSON.stringify(item) ?? '')]),
  );
}

const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'multipart/mixed; boundary=x',
  'application/graphql',
  'image/png',
  '*/*',
  ';;;',
  'application/json\u0000',
];
const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  'null',
  '[]',
  '"x"',
  '1',
  'true',
  '{"__proto__":{"role":0}}',
  '{"constructor":{"prototype":{"role":0}}}',
  '\u0000',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
];

/** A body in one of many encodings, well-formed or not. */
function hostileBody(pools: Pools): fc.Arbitrary<{ headers: Record<string, string>; payload: string | Buffer; shape: string }> {
  const record = hostileRecord(pools, 1_200_000);
  return fc.oneof(
    { weight: 6, arbitrary: record.map((r) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(r), shape: 'json object' })) },
    {
      weight: 2,
      arbitrary: hostileJson(pools, 1_200_000).map((v) => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(v) ?? 'null',
        shape: 'json value',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((text) => ({ headers: { 'content-type': 'application/json' }, payload: text, shape: 'broken json' })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 1000, max: 200_000 }), fc.boolean()).map(([depth, asObject]) => ({
        headers: { 'content-type': 'application/json' },
        payload: asObject ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`,
        shape: 'deeply nested json',
      })),
    },
    {
      weight: 2,
      arbitrary: hostileRecord(pools, 100_000).map((r) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formPairs(r)
          .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
          .join('&'),
        shape: 'urlencoded',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(hostileRecord(pools, 100_000), fc.boolean()).map(([r, withFile]) => ({
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartBody(formPairs(r), withFile),
        shape: withFile ? 'multipart with a file' : 'multipart',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.uint8Array({ maxLength: 300 }),
          fc.constantFrom(`multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data', 'multipart/form-data; boundary='),
        )
        .map(([bytes, type]) => ({
          headers: { 'content-type': type },
          payload: Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), Buffer.from(bytes)]),
          shape: 'broken multipart',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...ODD_CONTENT_TYPES), fc.string({ maxLength: 50 }))
        .map(([type, text]) => ({ headers: { 'content-type': type }, payload: text, shape: `odd type ${type}` })),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((text) => ({ headers: {}, payload: text, shape: 'no content type' })) },
  );
}

/** Names a client may give an uploaded file: ordinary ones, paths, control characters, huge and odd ones. */
const FILE_NAMES = [
  'photo.png',
  'photo.jpg',
  'sheet.pdf',
  'driver.zip',
  '../../x.png',
  '..\\..\\x.pdf',
  '/etc/passwd',
  'C:\\Windows\\x.exe',
  '',
  ' ',
  '.',
  '..',
  'a\u0000b.png',
  'tab\there.png',
  `${'x'.repeat(300)}.png`,
  'şəkil 1.webp',
  '%2e%2e%2fx.png',
  'index.html',
  'logo.svg',
];

/** A multipart body of text fields and files with any bytes and names. */
function uploadBody(fields: [string, string][], files: { field: string; name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field.replace(/"/g, '')}"; filename="${file.name.replace(/"/g, '')}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** Files for an upload: in the fields a route takes (or others), real or pretending, under any name; mostly one file. */
function uploadFiles(pools: Pools, fileFields: string[]): fc.Arbitrary<{ field: string; name: string; data: Buffer }[]> {
  const field = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...fileFields) }, { weight: 1, arbitrary: fieldName });
  const name = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FILE_NAMES.slice(0, 4), 'şəkil 1.webp') },
    { weight: 2, arbitrary: fc.constantFrom(...FILE_NAMES) },
  );
  // The pool starts with the real files (pictures and a PDF): half of the uploads are one of them.
  const data = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...pools.uploads.slice(0, 4)) }, { weight: 1, arbitrary: fc.constantFrom(...pools.uploads) });
  const file = fc.record({ field, name, data });
  return fc.oneof({ weight: 4, arbitrary: file.map((one) => [one]) }, { weight: 1, arbitrary: fc.array(file, { minLength: 1, maxLength: 3 }) });
}

/** The properties of an object schema, each with its declared type. */
function schemaProperties(schema: unknown): [string, { type?: unknown }][] {
  const properties: unknown = schema && typeof schema === 'object' && 'properties' in schema ? schema.properties : undefined;
  if (!properties || typeof properties !== 'object') return [];
  return Object.entries(properties).map(([name, property]: [string, unknown]) => [name, property && typeof property === 'object' ? property : {}]);
}

/**
 * A form a route that takes files would accept, field by field from its body schema (mostly well-formed,
 * some fields hostile or left out), with files: so uploads get past validation to the upload service.
 */
function uploadForm(route: RestRoute, pools: Pools): fc.Arbitrary<{ headers: Record<string, string>; payload: Buffer; shape: string }> {
  const properties = schemaProperties(route.schema.body);
  const valueFor = (schema: { type?: unknown }): fc.Arbitrary<string> => {
    const type = JSON.stringify(schema.type ?? 'object');
    const plausible = type.includes('boolean')
      ? fc.constantFrom('true', 'false')
      : type.includes('integer')
        ? fc.constantFrom('0', '1', '7')
        : type.includes('string')
          ? fc.constantFrom('Fuzz', 'Sınaq faylı', 'Windows')
          : fc.constantFrom(
              '{"title":"Fuzz banner"}',
              '{"titleEn":"Fuzz","isActive":false,"sortOrder":2}',
              '{"title":"x","linkUrl":"javascript:alert(1)"}',
              '{"name":"Fuzz kateqoriya","nameEn":"Fuzz category","sortOrder":1}',
              '{"name":"Fuzz","parentCategoryId":"00000000-0000-0000-0000-000000000000","slug":"fuzz"}',
              '{"stockQuantity":3,"colors":["Qara"]}',
              '{"name":"Fuzz","sku":"FUZZ-1","stockQuantity":1,"prices":[{"userRole":1,"price":5}]}',
            );
    return fc.oneof({ weight: 5, arbitrary: plausible }, { weight: 1, arbitrary: hostileString(pools, 2000) });
  };
  const fields = fc.tuple(
    ...properties.map(([name, schema]) =>
      fc.option(
        valueFor(schema).map((value): [string, string] => [name, value]),
        { nil: undefined, freq: 4 },
      ),
    ),
  );
  return fc.tuple(fields, uploadFiles(pools, route.multipart?.fileFields ?? [])).map(([values, files]) => ({
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: uploadBody(
      values.filter((v) => v !== undefined),
      files,
    ),
    shape: 'multipart with real files',
  }));
}

/** A request to one REST route: its path parameters filled, a query, and for writes a body. */
export function restInput(route: RestRoute, prefix: string, pools: Pools): fc.Arbitrary<RestInput> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pools.ids, ...pools.slugs).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString(pools, 300).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', '%00', '-'.repeat(36)) },
  );
  const params = fc.tuple(...names.map(() => param));
  const takesFiles = (route.multipart?.fileFields?.length ?? 0) > 0;
  const anyBody = takesFiles ? fc.oneof({ weight: 1, arbitrary: hostileBody(pools) }, { weight: 2, arbitrary: uploadForm(route, pools) }) : hostileBody(pools);
  const body = route.method === 'GET' ? fc.constant(undefined) : fc.option(anyBody, { nil: undefined, freq: 8 });
  // Routes that take files mostly get no query, so their uploads reach the upload service.
  const query = takesFiles ? fc.oneof({ weight: 1, arbitrary: hostileQuery(pools) }, { weight: 2, arbitrary: fc.constant('') }) : hostileQuery(pools);
  return fc.tuple(params, query, body).map(([values, query, b]) => {
    let path = route.path;
    names.forEach((name, i) => (path = path.replace(`:${name}`, values[i]!)));
    return { url: `${prefix}${path}${query}`, headers: b?.headers ?? {}, payload: b?.payload, shape: b?.shape ?? 'no body' };
  });
}

/** An enum value: a bare name in a GraphQL literal, a string in variables. */
class EnumName {
  constructor(readonly name: string) {}
  toJSON() {
    return this.name;
  }
}

/** A value for an input type: mostly of the right type with hostile content, sometimes of another type, null or missing. */
function graphqlValue(type: GraphQLInputType, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  const wrong = hostileJson(pools, 200_000);
  const right = ((): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) return graphqlValue(type.ofType, pools, depth);
    if (isListType(type)) return fc.oneof(fc.array(graphqlValue(type.ofType, pools, depth + 1), { maxLength: 4 }), graphqlValue(type.ofType, pools, depth + 1));
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name), 'NOT_A_VALUE').map((name) => new EnumName(name));
    if (isInputObjectType(type)) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(type.getFields());
      return fc
        .tuple(
          fc.record(Object.fromEntries(fields.map((f) => [f.name, graphqlValue(f.type, pools, depth + 1)])), { requiredKeys: [] }),
          objectOf(
            fieldName.filter((k) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k)),
            hostileJson(pools, 1000),
            1,
          ),
          fc.boolean(),
        )
        .map(([known, extra, withExtra]) => (withExtra ? { ...known, ...extra } : known));
    }
    switch (type.name) {
      case 'Int':
        return fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, 1, -1, 100, 101, 2 ** 31 - 1, -(2 ** 31)));
      case 'Float':
      case 'Money':
        return hostileNumber;
      case 'Boolean':
        return fc.boolean();
      default:
        return hostileString(pools, 200_000);
    }
  })();
  return fc.oneof({ weight: 12, arbitrary: right }, { weight: 2, arbitrary: wrong }, { weight: 1, arbitrary: fc.constant(null) });
}

/** A JS value as a GraphQL literal; keys that are not GraphQL names are left out. */
function literal(value: unknown): string {
  if (value instanceof EnumName) return /^[_A-Za-z][_0-9A-Za-z]*$/.test(value.name) ? value.name : JSON.stringify(value.name);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const fields = Object.entries(value).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key));
  return `{${fields.map(([key, v]) => `${key}: ${literal(v)}`).join(', ')}}`;
}

/** Every leaf field of the returned type (one level) and __typename, so the selection is valid. */
function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const leaves = Object.values(named.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && f.args.every((a) => !isNonNullType(a.type)));
  return ` { __typename ${leaves.map((f) => f.name).join(' ')} }`;
}

/** A request calling one Query or Mutation field: arguments as variables or literals, or a malformed request around it. */
export function graphqlInput(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, pools: Pools): fc.Arbitrary<GraphQLInput> {
  const args = fc.tuple(...field.args.map((arg) => fc.option(graphqlValue(arg.type, pools), { nil: undefined, freq: 6 })));
  const json = (body: unknown, shape: string): GraphQLInput => ({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    shape,
  });
  const viaVariables = args.map((values) => {
    const used = field.args.filter((_, i) => values[i] !== undefined);
    const defs = used.length ? `(${used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
    const call = used.length ? `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
    const variables = Object.fromEntries(used.map((a) => [a.name, values[field.args.indexOf(a)]]));
    return json({ query: `${operation} Fuzz${defs} { ${field.name}${call}${selection(field.type)} }`, variables }, 'variables');
  });
  const viaLiterals = args.map((values) => {
    const used = field.args.filter((_, i) => values[i] !== undefined);
    const call = used.length ? `(${used.map((a) => `${a.name}: ${literal(values[field.args.indexOf(a)])}`).join(', ')})` : '';
    return json({ query: `${operation} { ${field.name}${call}${selection(field.type)} }` }, 'literals');
  });
  const plain = `${operation} { ${field.name}${selection(field.type)} }`;
  const uploads = field.args.filter((arg) => getNamedType(arg.type).name === 'Upload');
  if (uploads.length) {
    // GraphQL multipart with real and pretending files in the Upload arguments, the others generated.
    const others = field.args.filter((arg) => !uploads.includes(arg));
    const upload = fc
      .tuple(
        fc.tuple(...others.map((arg) => fc.option(graphqlValue(arg.type, pools), { nil: undefined, freq: 6 }))),
        fc.tuple(...uploads.map(() => uploadFiles(pools, ['0']))),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([values, fileLists, listShaped, quirk]): GraphQLInput => {
        const used = [...others.filter((_, i) => values[i] !== undefined), ...uploads];
        const variables: Record<string, unknown> = Object.fromEntries(others.flatMap((arg, i) => (values[i] === undefined ? [] : [[arg.name, values[i]]])));
        const map: Record<string, string[]> = {};
        const files: { field: string; name: string; data: Buffer }[] = [];
        uploads.forEach((arg, i) => {
          const list = isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type);
          const sent = listShaped || !list ? fileLists[i]! : fileLists[i]!.slice(0, 1);
          variables[arg.name] = list ? sent.map(() => null) : null;
          sent.forEach((file, j) => {
            const key = String(files.length);
            map[key] = [list ? `variables.${arg.name}.${j}` : `variables.${arg.name}`];
            files.push({ ...file, field: key });
          });
        });
        // Now and then a map that points somewhere else, or no preflight header.
        if (quirk === 0) map['0'] = ['variables.__proto__.polluted'];
        if (quirk === 1) map['0'] = ['query'];
        if (quirk === 2) map['99'] = ['variables.missing'];
        const defs = `(${used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})`;
        const call = `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})`;
        const operations = JSON.stringify({ query: `${operation} Fuzz${defs} { ${field.name}${call}${selection(field.type)} }`, variables });
        return {
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(quirk === 3 ? {} : { 'apollo-require-preflight': 'true' }) },
          payload: uploadBody(
            [
              ['operations', operations],
              ['map', JSON.stringify(map)],
            ],
            files,
          ),
          shape: 'multipart upload',
        };
      });
    return fc.oneof({ weight: 3, arbitrary: viaVariables }, { weight: 6, arbitrary: upload }, { weight: 1, arbitrary: viaLiterals });
  }
  const malformed = fc.oneof(
    hostileJson(pools, 10_000).map((variables) => json({ query: plain.replace(operation, `${operation} Fuzz($v: String)`), variables }, 'odd variables')),
    fc.constantFrom(
      json({ query: plain, operationName: 'Missing' }, 'unknown operation name'),
      json([{ query: plain }, { query: plain }], 'batch'),
      json({ query: 42 }, 'query not a string'),
      json({ query: `subscription { ${field.name} }` }, 'subscription'),
      json({ query: `${plain} ${plain}` }, 'two anonymous operations'),
      json({ query: `${operation} { ${field.name}${selection(field.type)} ${'__typename '.repeat(2000)}}` }, 'long selection'),
      json({ query: plain, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }, 'persisted query'),
      { method: 'GET' as const, url: `/graphql?query=${encodeURIComponent(plain)}`, headers: { 'apollo-require-preflight': '1' }, payload: '', shape: 'GET' },
      { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'text/plain' }, payload: plain, shape: 'text/plain' },
      { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query":', shape: 'broken json' },
      {
        method: 'POST' as const,
        url: '/graphql',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartBody([['operations', JSON.stringify({ query: plain })]], true),
        shape: 'multipart',
      },
    ),
  );
  return fc.oneof({ weight: 6, arbitrary: viaVariables }, { weight: 3, arbitrary: viaLiterals }, { weight: 1, arbitrary: malformed });
}

/** Page paths of the storefront's route table, `{}` for a generated segment. */
const PAGE_PATHS = ['/', '/{}', '/products', '/products/{}', '/products/brand/{}', '/products/hot-deals', '/details/{}', '/{}/{}/{}', '/admin/{}', '/about'];

/**
 * A GET of a storefront page (each answers HTML with its own head and status) or of the files search
 * engines read: generated segments and queries, and hostile `token` and `language` cookies.
 */
export function pageInput(pools: Pools): fc.Arbitrary<RestInput> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pools.ids, ...pools.slugs).map(encodeURIComponent) },
    { weight: 3, arbitrary: hostileString(pools, 3000).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e', '%E0%A4%A', '%00', 'DETAILS', 'Products', '-'.repeat(36)) },
  );
  const page = fc.tuple(fc.constantFrom(...PAGE_PATHS), fc.array(segment, { minLength: 3, maxLength: 3 })).map(([template, parts]) => {
    let path = template;
    for (const part of parts) path = path.replace('{}', part);
    return path;
  });
  const file = fc.oneof(
    fc.constantFrom('/robots.txt', '/sitemap.xml', '/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-99999999999999999999.xml'),
    segment.map((n) => `/sitemap-${n}.xml`),
  );
  const query = fc.oneof(
    hostileQuery(pools),
    hostileString(pools, 3000).map((text) => `?search=${percentEncode(text)}`),
    fc.constantFrom('?lang=en', '?lang=AZ', '?lang=xx'),
  );
  const cookieValue = fc.oneof(hostileString(pools, 5000).map(percentEncode), fc.constantFrom('en', 'az', 'Bearer x', 'a.b.c', '%', ';'));
  const cookie = fc.option(
    fc.tuple(fc.constantFrom('token', 'language', '__proto__', 'token=a; token'), cookieValue).map(([name, value]) => `${name}=${value}`),
    { nil: undefined },
  );
  return fc.tuple(fc.oneof({ weight: 4, arbitrary: page }, { weight: 1, arbitrary: file }), query, cookie).map(([path, q, c]): RestInput => ({
    url: `${path}${q}`,
    headers: c ? { cookie: c } : { 'accept-language': 'en;q=0.5, az' },
    shape: c ? `page with cookie ${c.split('=')[0]}` : 'page',
  }));
}
