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
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), PAYMENTS_SANDBOX_ALLOWED: 'true' }).seedDemoData,
    ).toBe(false);
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

  it('when nothing is set, then payments go through the sandbox, posting webhooks to the app itself', () => {
    const config = loadConfig({ PORT: '4100' });
    expect(config.payments).toEqual({
      gateway: 'sandbox',
      sandboxAllowed: false,
      paystack: { secretKey: undefined, apiUrl: 'https://api.paystack.co' },
      webhookUrl: 'http://127.0.0.1:4100/api/payments/webhook',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://fleetcare.ng/' }).payments.webhookUrl).toBe(
      'https://fleetcare.ng/api/payments/webhook',
    );
    expect(loadConfig({ PAYMENTS_WEBHOOK_URL: 'http://10.0.0.5:9000/hook' }).payments.webhookUrl).toBe(
      'http://10.0.0.5:9000/hook',
    );
  });

  it('when the gateway is Paystack, then the secret key is required and the API URL can point at a stand-in', () => {
    expect(() => loadConfig({ PAYMENTS_GATEWAY: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY: is required when PAYMENTS_GATEWAY=paystack/,
    );
    const config = loadConfig({
      PAYMENTS_GATEWAY: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PAYSTACK_API_URL: 'http://127.0.0.1:5555/',
    });
    expect(config.payments.gateway).toBe('paystack');
    expect(config.payments.paystack).toEqual({ secretKey: 'sk_test_x', apiUrl: 'http://127.0.0.1:5555' });
  });

  it('when a payments variable is wrong, then the error names it', () => {
    expect(() => loadConfig({ PAYMENTS_GATEWAY: 'stripe' })).toThrow(/PAYMENTS_GATEWAY/);
    expect(() => loadConfig({ PAYSTACK_API_URL: 'ftp://x' })).toThrow(/PAYSTACK_API_URL/);
    expect(() => loadConfig({ PAYMENTS_WEBHOOK_URL: 'not a url' })).toThrow(/PAYMENTS_WEBHOOK_URL/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX_ALLOWED: 'perhaps' })).toThrow(/PAYMENTS_SANDBOX_ALLOWED/);
  });

  it('when running in production, then the sandbox gateway is refused unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PAYMENTS_GATEWAY: the sandbox gateway .* refused in production/);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX_ALLOWED: 'true' }).payments.gateway).toBe('sandbox');
    expect(
      loadConfig({ ...production, PAYMENTS_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_x' }).payments.gateway,
    ).toBe('paystack');
  });

  it('when TRUST_PROXY is unset, then no proxy is trusted (the client address is the socket address)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('when TRUST_PROXY is a hop count, names or a list of addresses and CIDRs, then Express gets it as such', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'Loopback, uniquelocal,10.0.0.0/8, 192.168.1.7' }).trustProxy).toBe(
      'loopback, uniquelocal, 10.0.0.0/8, 192.168.1.7',
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0,fd00::/8,::1' }).trustProxy).toBe(
      '10.0.0.0/255.0.0.0, fd00::/8, ::1',
    );
  });

  it('when TRUST_PROXY trusts everyone or is not an address, then start-up stops with a message naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must not trust every proxy/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,proxy.local' })).toThrow(
      /TRUST_PROXY: "proxy.local" is not a proxy address; use false, a hop count/,
    );
    for (const value of ['10.0.0.0/33', '::1/129', '1.2.3', '10.0.0.0/8/8', '-1', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
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
