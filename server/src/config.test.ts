import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, DEFAULT_MAIL_FROM, DEFAULT_STORE_WHATSAPP, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'shop-config-'));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, nodeEnv: 'development', requestTimeoutMs: 30_000, connectionTimeoutMs: 60_000 });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the store WhatsApp number as digits, with the demo number as default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storeWhatsApp).toBe(DEFAULT_STORE_WHATSAPP);
    expect(loadConfig({ DATA_DIR: dataDir(), STORE_WHATSAPP: '+994 55-123 45 67' }).storeWhatsApp).toBe('994551234567');
  });

  it('reads SMTP_URL and MAIL_FROM: unset means the outbox (or no mail in production); production with SMTP_URL needs MAIL_FROM', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ smtpUrl: undefined, mailFrom: DEFAULT_MAIL_FROM });
    const smtp = { DATA_DIR: dataDir(), SMTP_URL: 'smtps://shop:secret@smtp.example.az:465', MAIL_FROM: 'Texnika <shop@example.az>' };
    expect(loadConfig(smtp)).toMatchObject({ smtpUrl: smtp.SMTP_URL, mailFrom: smtp.MAIL_FROM });
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'http://smtp.example.az' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'a@b.az\nBcc: x@y.az' })).toThrow(/MAIL_FROM/);
    const production = { NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.az', ADMIN_PASSWORD: 'a long secret 2026 Baku' };
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), SMTP_URL: smtp.SMTP_URL })).toThrow(/MAIL_FROM is required/);
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).smtpUrl).toBeUndefined();
  });

  it('allows this machine on PORT as a Host by default, else ALLOWED_HOSTS, and always SITE_URL host', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).allowedHosts).toEqual(['localhost:8080', '127.0.0.1:8080', '[::1]:8080']);
    expect(loadConfig({ DATA_DIR: dataDir(), ALLOWED_HOSTS: ' Shop.az, www.shop.az:8443 ,' }).allowedHosts).toEqual(['shop.az', 'www.shop.az:8443']);
    expect(loadConfig({ DATA_DIR: dataDir(), ALLOWED_HOSTS: 'shop.az', SITE_URL: 'https://texnika.az/' }).allowedHosts).toEqual(['shop.az', 'texnika.az']);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ REQUEST_TIMEOUT_MS: '30s' }, /REQUEST_TIMEOUT_MS/],
    [{ CONNECTION_TIMEOUT_MS: '0' }, /CONNECTION_TIMEOUT_MS/],
    [{ STORE_WHATSAPP: '+994 50 ABC' }, /STORE_WHATSAPP/],
    [{ STORE_WHATSAPP: '12345' }, /STORE_WHATSAPP/],
    [{ ALLOWED_HOSTS: 'shop.az,https://shop.az' }, /ALLOWED_HOSTS/],
    [{ ALLOWED_HOSTS: 'shop.az:99999' }, /ALLOWED_HOSTS/],
  ])('stops on a bad value and names the variable: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'Qalaça-Bağ-2026' };

    it.each([
      [{ ADMIN_PASSWORD: undefined }, /ADMIN_PASSWORD is required in production/],
      [{ ADMIN_PASSWORD: '   ' }, /ADMIN_PASSWORD is required in production/],
      [{ ADMIN_PASSWORD: 'Short-1!' }, /ADMIN_PASSWORD is too weak/],
      [{ ADMIN_PASSWORD: 'Admin12345!' }, /ADMIN_PASSWORD is too weak/],
      // Twelve characters and more, but on the common-password lists.
      [{ ADMIN_PASSWORD: 'password1234' }, /ADMIN_PASSWORD is too weak/],
      [{ ADMIN_PASSWORD: '1qaz2wsx3edc' }, /ADMIN_PASSWORD is too weak/],
      // The README's demo customer password is twelve characters: published, so refused (issue 27, finding 8).
      [{ ADMIN_PASSWORD: 'Customer123!' }, /ADMIN_PASSWORD is too weak/],
      [{ ADMIN_PASSWORD: 'CUSTOMER123!' }, /ADMIN_PASSWORD is too weak/],
      [{ ADMIN_EMAIL: undefined }, /ADMIN_EMAIL is required in production/],
      [{ ADMIN_EMAIL: 'owner' }, /ADMIN_EMAIL must be an e-mail address/],
    ])('refuses to start without a strong admin: %o', (change, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...change })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...change })).toThrow(message);
    });

    it('takes the admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...production, ADMIN_EMAIL: ' Owner@Shop.Example ' })).toMatchObject({
        nodeEnv: 'production',
        adminEmail: 'owner@shop.example',
        adminPassword: 'Qalaça-Bağ-2026',
      });
    });
  });

  it('outside production keeps the demo admin of the README', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV })).toMatchObject({ adminEmail: DEFAULT_ADMIN_EMAIL, adminPassword: DEFAULT_ADMIN_PASSWORD });
    }
  });

  it('takes valid values as given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      JWT_SECRET: 'x'.repeat(40),
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@shop.example',
      ADMIN_PASSWORD: 'Qalaça-Bağ-2026',
      REQUEST_TIMEOUT_MS: '5000',
      CONNECTION_TIMEOUT_MS: '20000',
      VITE_MAP_TILE_URL: 'https://tiles.example.az/{z}/{x}/{y}.png',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://shop:secret@db:5432/shop',
      jwtSecret: 'x'.repeat(40),
      nodeEnv: 'production',
      requestTimeoutMs: 5_000,
      connectionTimeoutMs: 20_000,
      mapTileUrls: ['https://tiles.example.az/{z}/{x}/{y}.png', 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png'],
    });
  });

  it('reads PASSWORD_HASHING: standard by default, light when asked, anything else refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashing).toBe('standard');
    expect(loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASHING: 'light' }).passwordHashing).toBe('light');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASHING: 'none' })).toThrow(/PASSWORD_HASHING must be one of standard, light/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASHING: 'toString' })).toThrow(ConfigError);
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['0', false],
      ['1', 1],
      [' 2 ', 2],
      ['127.0.0.1', ['127.0.0.1']],
      ['10.0.0.5, 172.18.0.0/16,::1,fd00::/8', ['10.0.0.5', '172.18.0.0/16', '::1', 'fd00::/8']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ])('reads %j as %j (off by default)', (TRUST_PROXY, trustProxy) => {
      expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy).toEqual(trustProxy);
    });

    it.each(['true', '*', '11', '-1', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example', '10.0.0.1,,10.0.0.2'])(
      'refuses %j naming the variable',
      (TRUST_PROXY) => {
        expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY })).toThrow(/^TRUST_PROXY /);
      },
    );
  });

  describe('file storage (FILE_STORAGE, S3_*, PUBLIC_FILES_URL)', () => {
    const s3 = { FILE_STORAGE: 's3', S3_BUCKET: 'texnika-files' };

    it('keeps files on disk by default, and serves pictures itself', () => {
      expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ fileStorage: { kind: 'disk' }, publicFilesUrl: undefined });
      expect(loadConfig({ DATA_DIR: dataDir(), FILE_STORAGE: 'disk' }).fileStorage).toEqual({ kind: 'disk' });
    });

    it('reads a bucket: AWS by its region (us-east-1 unless told), or any S3-compatible endpoint with path-style', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).fileStorage).toEqual({
        kind: 's3',
        endpoint: undefined,
        region: 'us-east-1',
        bucket: 'texnika-files',
        credentials: undefined,
        forcePathStyle: false,
      });
      const minio = {
        ...s3,
        S3_ENDPOINT: 'http://minio:9000/',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'shop',
        S3_SECRET_ACCESS_KEY: ' a secret ',
        S3_FORCE_PATH_STYLE: 'TRUE',
      };
      expect(loadConfig({ DATA_DIR: dataDir(), ...minio }).fileStorage).toEqual({
        kind: 's3',
        endpoint: 'http://minio:9000',
        region: 'eu-central-1',
        bucket: 'texnika-files',
        credentials: { accessKeyId: 'shop', secretAccessKey: 'a secret' },
        forcePathStyle: true,
      });
      expect(loadConfig({ DATA_DIR: dataDir(), ...minio, S3_FORCE_PATH_STYLE: '0', S3_REGION: 'auto' }).fileStorage).toMatchObject({
        forcePathStyle: false,
        region: 'auto',
      });
    });

    it('reads PUBLIC_FILES_URL without its trailing slash, a path allowed, with either storage', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_FILES_URL: 'https://cdn.texnika.az/' }).publicFilesUrl).toBe('https://cdn.texnika.az');
      expect(loadConfig({ DATA_DIR: dataDir(), ...s3, PUBLIC_FILES_URL: 'https://cdn.texnika.az/shop/' }).publicFilesUrl).toBe('https://cdn.texnika.az/shop');
    });

    it.each([
      [{ FILE_STORAGE: 'S3' }, /^FILE_STORAGE must be one of disk, s3, got "S3"/],
      [{ FILE_STORAGE: 'bucket' }, /^FILE_STORAGE must be one of/],
      [{ S3_BUCKET: 'texnika-files' }, /^S3_BUCKET is set but FILE_STORAGE is not s3/],
      [{ FILE_STORAGE: 'disk', S3_ENDPOINT: 'http://minio:9000' }, /^S3_ENDPOINT is set but FILE_STORAGE is not s3/],
      [{ FILE_STORAGE: 's3' }, /^S3_BUCKET is required when FILE_STORAGE=s3/],
      [{ ...s3, S3_BUCKET: 'Texnika_Files' }, /^S3_BUCKET must be a bucket name/],
      [{ ...s3, S3_BUCKET: 'ab' }, /^S3_BUCKET must be a bucket name/],
      [{ ...s3, S3_BUCKET: 'a..b' }, /^S3_BUCKET must be a bucket name/],
      [{ ...s3, S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be an http or https address without a path/],
      [{ ...s3, S3_ENDPOINT: 'ftp://minio:9000' }, /^S3_ENDPOINT must be an http or https address/],
      [{ ...s3, S3_ENDPOINT: 'http://minio:9000/texnika-files' }, /^S3_ENDPOINT must be an http or https address without a path/],
      [{ ...s3, S3_ENDPOINT: 'http://key:secret@minio:9000' }, /^S3_ENDPOINT must be/],
      [{ ...s3, S3_REGION: 'EU Central' }, /^S3_REGION must be a region name/],
      [{ ...s3, S3_ACCESS_KEY_ID: 'shop' }, /^S3_SECRET_ACCESS_KEY is missing/],
      [{ ...s3, S3_SECRET_ACCESS_KEY: 'secret' }, /^S3_ACCESS_KEY_ID is missing/],
      [{ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }, /^S3_FORCE_PATH_STYLE must be true or false, got "sometimes"/],
      [{ PUBLIC_FILES_URL: 'cdn.texnika.az' }, /^PUBLIC_FILES_URL must be an http or https address/],
      [{ PUBLIC_FILES_URL: 'javascript:alert(1)' }, /^PUBLIC_FILES_URL must be/],
      [{ PUBLIC_FILES_URL: 'https://cdn.texnika.az/?v=1' }, /^PUBLIC_FILES_URL must be/],
    ])('stops on %o and names the variable', (env, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    });
  });
});
