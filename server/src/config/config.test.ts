import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../db/paths.ts';
import { ConfigError, configVariables, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.database.url).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemoData).toBe(true);
  });

  it('never seeds demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).seedDemoData).toBe(false);
  });

  it('refuses to start in production without an app secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET: is required in production/);
  });

  it('needs the credentials of the SMS provider it is told to use', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'termii' })).toThrow(/TERMII_API_KEY/);
    expect(loadConfig({ SMS_PROVIDER: 'termii', TERMII_API_KEY: 'k' }).sms.provider).toBe('termii');
  });

  it('derives the public URL from the port and reads extra origins', () => {
    const config = loadConfig({ PORT: '4000', ALLOWED_ORIGINS: 'https://a.example/, https://b.example' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('stops with a message naming every wrong variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a number (got "eighty")');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.url).toBeUndefined();
  });

  it('documents every variable in .env.example', () => {
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(configVariables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
