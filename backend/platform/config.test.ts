import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  DATA_KEY: 'Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyMTI=',
  SMTP_URL: 'smtp://mail:25',
};

describe('configuration', () => {
  it('starts without any variable, for npm start', () => {
    expect(loadConfig({}).port).toBe(5000);
  });

  it('refuses production with a short or missing JWT_SECRET', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: 'change-me' })).toThrow(/at least 32 bytes/);
    expect(() => loadConfig({ ...production, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  });

  it('refuses production without DATA_KEY, which would otherwise be generated beside the data', () => {
    expect(() => loadConfig({ ...production, DATA_KEY: '' })).toThrow(/needs DATA_KEY/);
    expect(loadConfig(production).dataKey).toBe(production.DATA_KEY);
    expect(loadConfig({}).dataKey).toBeUndefined();
  });

  it('refuses production without SMTP_URL, where mails would only reach the local inbox', () => {
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL/);
    expect(loadConfig(production).production).toBe(true);
  });

  it('trusts X-Forwarded-For only by configuration', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'ja' })).toThrow(/TRUST_PROXY/);
  });
});
