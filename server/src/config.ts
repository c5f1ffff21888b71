import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEMO_ADMIN_PASSWORD, isCommonPassword, PASSWORD_HASHING, type PasswordHashing } from './modules/accounts/index.js';
import { normalizeEmail } from './modules/accounts/index.js';
import { defaultAllowedHosts, isValidHost } from './host.js';
import { CATALOG_ENGINES, type CatalogEngineName } from './modules/catalogue-index/index.js';
import type { FileStorageSettings } from './modules/uploads/uploads.types.js';

/** Settings read from the environment once, validated, and passed around explicitly. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * The admin account created on the first start: in production only this one, from ADMIN_EMAIL and
   * ADMIN_PASSWORD; elsewhere the demo admin (these defaults) beside the demo customers.
   */
  adminEmail: string;
  adminPassword: string;
  /** Folder with the built client (index.html, assets); absent in API-only runs. */
  clientDist: string;
  /** A request (headers and body) must arrive within this; slower ones are cut off with 408. */
  requestTimeoutMs: number;
  /** A connection with no traffic for this long is closed. */
  connectionTimeoutMs: number;
  /** The map's tile URL templates, as the client was built with (VITE_MAP_TILE_URL[_ALT]): the CSP allows their hosts. */
  mapTileUrls: string[];
  /** Which engine answers listings and search (CATALOG_ENGINE): `memory` (default) or `postgres`. */
  catalogEngine: CatalogEngineName;
  /**
   * The shop's public address (SITE_URL, e.g. `https://texnika.az`): canonical links, the sitemap and
   * structured data name it. Unset: the request's own scheme and host when allowed (`allowedHosts`).
   */
  siteUrl: string | undefined;
  /**
   * Hosts (`name[:port]`, ALLOWED_HOSTS) whose requests' own address links may name when SITE_URL is unset;
   * others get the first one's. Default: localhost, 127.0.0.1 and [::1] on PORT; SITE_URL's host is added.
   */
  allowedHosts: string[];
  /** The store's WhatsApp number checkout links to (STORE_WHATSAPP): digits only, country code first. */
  storeWhatsApp: string;
  /**
   * Which proxies in front of the shop to believe about the client's address (TRUST_PROXY): their
   * addresses or CIDR ranges, or how many proxy hops there are; false (the default) believes none.
   */
  trustProxy: false | number | string[];
  /**
   * Where e-mail goes (SMTP_URL, `smtp://` or `smtps://`, credentials in the URL). Unset: outside production
   * a local catcher writes every message to DATA_DIR/outbox; in production no e-mail is sent at all.
   */
  smtpUrl: string | undefined;
  /** The sender of the shop's e-mail (MAIL_FROM): `shop@example.az` or `Shop <shop@example.az>`. */
  mailFrom: string;
  /** The cost of new password hashes (PASSWORD_HASHING): `standard` (default) or `light` (OWASP's minimum). */
  passwordHashing: PasswordHashing;
  /** Bytes of rendered public pages (visitors' and each price tier's) each process keeps (PAGE_CACHE_MB, default 64); 0 keeps none. */
  pageCacheBytes: number;
  /**
   * Where uploaded files are kept (FILE_STORAGE): `disk`, DATA_DIR/uploads (the default), or `s3`, an
   * S3-compatible bucket (S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
   * S3_FORCE_PATH_STYLE) that every copy of the shop shares.
   */
  fileStorage: FileStorageSettings;
  /**
   * Where browsers fetch pictures from (PUBLIC_FILES_URL, e.g. a CDN in front of the bucket): picture URLs
   * become `<it>/<key>`. Unset: `/uploads/<key>`, streamed by the shop from the storage. Documents always
   * go through their download routes.
   */
  publicFilesUrl: string | undefined;
}

export class ConfigError extends Error {}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL like postgres://user:password@host:5432/shop');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//"`);
  }
  return raw;
}

function parseNodeEnv(raw: string | undefined): Config['nodeEnv'] {
  if (raw === undefined || raw === '') return 'development';
  if (!(NODE_ENVS as readonly string[]).includes(raw)) {
    throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${raw}"`);
  }
  return raw as Config['nodeEnv'];
}

/** The JWT secret: from JWT_SECRET, else generated once and kept in DATA_DIR so tokens survive restarts. */
function resolveJwtSecret(raw: string | undefined, dataDir: string): string {
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return raw;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The first admin's password: ADMIN_PASSWORD (a strong one in production), else the documented demo default. */
function parseAdminPassword(raw: string | undefined, nodeEnv: Config['nodeEnv']): string {
  const password = raw?.trim() ?? '';
  if (nodeEnv === 'production') {
    // A production shop never starts with a password anyone could know or guess.
    const rule = 'at least 12 characters, not a common password nor a demo one';
    if (!password) throw new ConfigError(`ADMIN_PASSWORD is required in production (${rule}); the demo password is not used there`);
    if (password.length < 12 || isCommonPassword(password, { production: true })) throw new ConfigError(`ADMIN_PASSWORD is too weak for production (${rule})`);
    return password;
  }
  if (!password) return DEFAULT_ADMIN_PASSWORD;
  if (password.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  return password;
}

/** The first admin's e-mail: ADMIN_EMAIL (required in production), else the demo admin's. */
function parseAdminEmail(raw: string | undefined, nodeEnv: Config['nodeEnv']): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (!email) {
    if (nodeEnv === 'production') throw new ConfigError('ADMIN_EMAIL is required in production (the e-mail of the first admin)');
    return DEFAULT_ADMIN_EMAIL;
  }
  try {
    return normalizeEmail(email);
  } catch {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address, got "${raw}"`);
  }
}

export const DEFAULT_ADMIN_PASSWORD = DEMO_ADMIN_PASSWORD;
export const DEFAULT_ADMIN_EMAIL = 'admin@texnika.az';

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_CONNECTION_TIMEOUT_MS = 60_000;
/** About 300 pages of a large catalogue (a home page: 160 KB of HTML, 50 KB compressed both ways). */
export const DEFAULT_PAGE_CACHE_MB = 64;
/** The client's defaults (client/src/shop/map/offices.ts). */
export const DEFAULT_MAP_TILE_URLS = ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png'];

export function parseCatalogEngine(raw: string | undefined): CatalogEngineName {
  if (raw === undefined || raw === '') return 'memory';
  if (!(CATALOG_ENGINES as readonly string[]).includes(raw)) throw new ConfigError(`CATALOG_ENGINE must be one of ${CATALOG_ENGINES.join(', ')}, got "${raw}"`);
  return raw as CatalogEngineName;
}

export function parsePasswordHashing(raw: string | undefined): PasswordHashing {
  if (raw === undefined || raw === '') return 'standard';
  if (!Object.hasOwn(PASSWORD_HASHING, raw)) throw new ConfigError(`PASSWORD_HASHING must be one of ${Object.keys(PASSWORD_HASHING).join(', ')}, got "${raw}"`);
  return raw as PasswordHashing;
}

/** The demo store's number; a real shop sets STORE_WHATSAPP. */
export const DEFAULT_STORE_WHATSAPP = '994501234567';

/** STORE_WHATSAPP: the number as wa.me wants it, digits with the country code; spaces, dashes and a leading + are dropped. */
export function parseStoreWhatsApp(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_STORE_WHATSAPP;
  const digits = value.replace(/^\+/, '').replace(/[\s-]/g, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new ConfigError(`STORE_WHATSAPP must be a phone number with its country code, 8 to 15 digits (e.g. ${DEFAULT_STORE_WHATSAPP}), got "${raw}"`);
  }
  return digits;
}

/** The URL `raw` spells, or undefined when it is none. */
function urlOf(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** An http(s) origin without a path: `https://texnika.az/` → `https://texnika.az`. */
export function parseSiteUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = urlOf(raw);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`SITE_URL must be an http or https address without a path, such as https://texnika.az, got "${raw}"`);
  }
  return url.origin;
}

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset, empty or 0, trust no proxy; a whole number 1-10, that many proxy hops (the client is
 * the address that far back in X-Forwarded-For); else a comma list of proxy addresses or CIDR ranges.
 * `true` (trust any sender) is refused: any client could then name its own address.
 */
export function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY as a hop count must be from 0 (none) to 10, got "${raw}"`);
    return hops || false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!PROXY_RANGE_NAMES.includes(entry) && (!family || !prefixOk || rest.length)) {
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxy hops (1-10) or a comma list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,172.18.0.0/16), got "${raw}"`,
      );
    }
  }
  return entries;
}

/** SMTP_URL: an smtp:// or smtps:// URL with a host, or unset. */
export function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = urlOf(raw);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:password@smtp.example.az:465');
  }
  return raw;
}

/** The demo sender; a real shop sets MAIL_FROM (a production shop that sends mail must). */
export const DEFAULT_MAIL_FROM = 'Texnika <no-reply@texnika.az>';

/** MAIL_FROM: `address` or `Name <address>`. Required in production when SMTP_URL is set (the receiving servers check the domain). */
export function parseMailFrom(raw: string | undefined, nodeEnv: Config['nodeEnv'], smtpUrl: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (!value) {
    if (nodeEnv === 'production' && smtpUrl)
      throw new ConfigError('MAIL_FROM is required in production when SMTP_URL is set (e.g. "Texnika <shop@texnika.az>")');
    return DEFAULT_MAIL_FROM;
  }
  const address = value.match(/^[^<>\r\n]*<([^<>\s]+)>$/)?.[1] ?? value;
  if (/[\r\n]/.test(value) || !/^[^\s@<>]+@[^\s@<>.]+(\.[^\s@<>.]+)+$/.test(address)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or Name <address>, got "${raw}"`);
  }
  return value;
}

/** ALLOWED_HOSTS: a comma list of `name[:port]`; empty, this machine on `port`. SITE_URL's host is always on it. */
export function parseAllowedHosts(raw: string | undefined, port: number, siteUrl: string | undefined): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !isValidHost(host));
  if (bad !== undefined) throw new ConfigError(`ALLOWED_HOSTS must list host names with an optional port, such as shop.az,www.shop.az:8080, got "${bad}"`);
  const list = hosts.length ? hosts : defaultAllowedHosts(port);
  return siteUrl && !list.includes(new URL(siteUrl).host) ? [...list, new URL(siteUrl).host] : list;
}

/** PAGE_CACHE_MB: whole megabytes from 0 (no page cache) to 4096. */
function parsePageCacheBytes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PAGE_CACHE_MB * 1024 * 1024;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 4096)
    throw new ConfigError(`PAGE_CACHE_MB must be a whole number of megabytes from 0 to 4096, got "${raw}"`);
  return value * 1024 * 1024;
}

const FILE_STORAGES = ['disk', 's3'] as const;
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** A yes/no setting: true, 1, yes or false, 0, no (any case); unset or empty is `fallback`. */
function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return fallback;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** An http(s) address without a query or fragment (and without a trailing slash); `example` shows one. */
function parseHttpAddress(name: string, raw: string, example: string, { path }: { path: boolean }): string {
  const url = urlOf(raw.trim());
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password || (!path && url.pathname !== '/')) {
    throw new ConfigError(`${name} must be an http or https address${path ? '' : ' without a path'}, such as ${example}, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * FILE_STORAGE and its S3_* settings. S3 settings without FILE_STORAGE=s3 are refused: the files would
 * stay on one machine's disk while the operator believes them shared.
 */
export function parseFileStorage(env: NodeJS.ProcessEnv): FileStorageSettings {
  const kind = env.FILE_STORAGE?.trim() || 'disk';
  if (!(FILE_STORAGES as readonly string[]).includes(kind))
    throw new ConfigError(`FILE_STORAGE must be one of ${FILE_STORAGES.join(', ')}, got "${env.FILE_STORAGE}"`);
  const given = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() || undefined;
  if (kind === 'disk') {
    const stray = S3_VARIABLES.find(given);
    if (stray) throw new ConfigError(`${stray} is set but FILE_STORAGE is not s3: set FILE_STORAGE=s3 to keep files in the bucket, or unset ${stray}`);
    return { kind: 'disk' };
  }
  const bucket = given('S3_BUCKET');
  if (!bucket) throw new ConfigError('S3_BUCKET is required when FILE_STORAGE=s3 (the name of the bucket the files go to)');
  // S3's rules for bucket names (dots allowed, though not as virtual hosts over https).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw new ConfigError(`S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, got "${env.S3_BUCKET}"`);
  const endpoint = given('S3_ENDPOINT');
  const region = given('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as eu-central-1 (or auto for R2), got "${env.S3_REGION}"`);
  const [accessKeyId, secretAccessKey] = [given('S3_ACCESS_KEY_ID'), given('S3_SECRET_ACCESS_KEY')];
  if (!accessKeyId !== !secretAccessKey)
    throw new ConfigError(
      `${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is missing: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or set neither for the AWS SDK's own credentials)`,
    );
  return {
    kind: 's3',
    endpoint: endpoint && parseHttpAddress('S3_ENDPOINT', endpoint, 'https://minio.example.az:9000', { path: false }),
    region,
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parseSwitch('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, false),
  };
}

/** PUBLIC_FILES_URL: where pictures are fetched from (a path is allowed: a CDN may serve a bucket below one). */
export function parsePublicFilesUrl(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  return parseHttpAddress('PUBLIC_FILES_URL', raw, 'https://cdn.texnika.az', { path: true });
}

function parseMilliseconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 3_600_000) {
    throw new ConfigError(`${name} must be a whole number of milliseconds from 100 to 3600000, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const port = parsePort(env.PORT);
  const siteUrl = parseSiteUrl(env.SITE_URL);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    nodeEnv,
    clientDist: path.resolve(repoRoot, env.CLIENT_DIST || 'client/dist'),
    adminEmail: parseAdminEmail(env.ADMIN_EMAIL, nodeEnv),
    adminPassword: parseAdminPassword(env.ADMIN_PASSWORD, nodeEnv),
    requestTimeoutMs: parseMilliseconds('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS),
    connectionTimeoutMs: parseMilliseconds('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS, DEFAULT_CONNECTION_TIMEOUT_MS),
    mapTileUrls: [env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URLS[0]!, env.VITE_MAP_TILE_URL_ALT || DEFAULT_MAP_TILE_URLS[1]!],
    catalogEngine: parseCatalogEngine(env.CATALOG_ENGINE),
    storeWhatsApp: parseStoreWhatsApp(env.STORE_WHATSAPP),
    siteUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM, nodeEnv, parseSmtpUrl(env.SMTP_URL)),
    allowedHosts: parseAllowedHosts(env.ALLOWED_HOSTS, port, siteUrl),
    passwordHashing: parsePasswordHashing(env.PASSWORD_HASHING),
    pageCacheBytes: parsePageCacheBytes(env.PAGE_CACHE_MB),
    fileStorage: parseFileStorage(env),
    publicFilesUrl: parsePublicFilesUrl(env.PUBLIC_FILES_URL),
  };
}
