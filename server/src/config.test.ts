import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, DEFAULT_STORE_WHATSAPP, loadConfig } from './config.js';

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
});
