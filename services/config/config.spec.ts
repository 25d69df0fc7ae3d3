import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated JWT secret across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({ PORT: 3000, EVENT_STORE: 'sqlite', READ_STORE: 'embedded', ROLE: 'all', ACCESS_TOKEN_TTL: 300 });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('stops on a bad value, naming it', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), EVENT_STORE: 'esdb' })).toThrow(/EVENTSTORE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), READ_STORE: 'mongo' })).toThrow(/MONGO_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_SIGNING_KEY: 'not a key' })).toThrow(/LOG_SIGNING_KEY/);
  });

  it('reads the support administrators from ADMIN_EMAILS and stops on an address that is not one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ADMIN_EMAILS).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: ' Help@Example.com, ops@example.com ,' }).ADMIN_EMAILS).toEqual(['help@example.com', 'ops@example.com']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: 'help@example.com,not-an-address' })).toThrow(/ADMIN_EMAILS.*not-an-address/s);
  });

  it('refuses to start in production without JWT_SECRET, PUBLIC_URL and SMTP_URL', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production' };
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL']) expect(message).toContain(`${key}: is required when NODE_ENV=production`);
    const complete = { ...production, JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://provenance.example', SMTP_URL: 'smtp://mail.example:25' };
    expect(loadConfig(complete).publicUrl).toBe('https://provenance.example');
    expect(() => loadConfig({ ...complete, SMTP_URL: undefined })).toThrow(/SMTP_URL/);
  });

  it('trusts no proxy by default, and never every sender', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
