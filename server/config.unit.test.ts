import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: 'sqlite:data/rise.db', cookieSecure: false, trustProxy: false });
  });

  it('reads PostgreSQL and proxy settings', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d', TRUST_PROXY: '10.0.0.0/8', COOKIE_SECURE: 'true', PORT: '8080' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u@h:5432/d', trustProxy: '10.0.0.0/8', cookieSecure: true, port: 8080 });
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });
});
