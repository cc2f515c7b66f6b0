import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'sparklink-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults: port 3000, SQLite in ./data, origins on localhost', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.sqliteFile).toBe(path.join(dir, 'sparklink.db'));
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.mediaBaseUrl).toBe('http://localhost:3000/media');
    expect(config.google).toBeUndefined();
  });

  it('refuses a bad value with a one-line message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(
      new ConfigError('Invalid configuration: PORT must be a number'),
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(
      'Invalid configuration: JWT_SECRET must be at least 32 bytes',
    );
  });

  it('generates missing secrets once, keeps them in the data directory, and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(first.secrets.JWT_SECRET)).toBeGreaterThanOrEqual(32);
    expect(first.secrets.JWT_SECRET).not.toBe(first.secrets.LOGIN_TICKET_SECRET);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    expect(JSON.parse(readFileSync(file, 'utf8')).JWT_SECRET).toBe(first.secrets.JWT_SECRET);
  });

  it('uses given secrets and refuses to start in production without them', () => {
    const given = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: given }).secrets.JWT_SECRET).toBe(given);
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: JWT_SECRET is required in production',
    );
  });

  it('turns on Google sign-in only when both the client id and secret are set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
  });
});
