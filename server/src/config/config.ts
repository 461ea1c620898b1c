import { isIP } from 'node:net';
import path from 'node:path';
import * as yup from 'yup';
import { API_PREFIX, paymentsApi, SPARE_PART_ORDER_RULES } from '@fleetcare/shared';

/**
 * The one configuration object, read from the environment once at start-up and validated; a wrong value stops
 * the process with a message that names the variable. Every variable is documented in .env.example.
 */
/** An http(s) URL; unlike yup's url() it accepts localhost and IP addresses (local stand-ins, development). */
const httpUrl = (message = 'must be an http:// or https:// URL') =>
  yup.string().test('http-url', message, (value) => {
    if (value === undefined) return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });

const envSchema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  HOST: yup.string().default('0.0.0.0'),
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  LOG_LEVEL: yup.string().oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: yup.string().default('./data'),
  DATABASE_URL: yup
    .string()
    .matches(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: yup.number().integer().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: yup.number().integer().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: yup.number().integer().min(100).default(15_000),
  JSON_BODY_LIMIT: yup
    .string()
    .matches(/^\d+(b|kb|mb)$/i, 'JSON_BODY_LIMIT must look like 100kb or 1mb')
    .default('100kb'),
  SHUTDOWN_TIMEOUT_MS: yup.number().integer().min(0).default(10_000),
  CLIENT_DIST: yup.string().optional(),
  SEED_DEMO_DATA: yup.boolean().optional(),
  ADMIN_EMAIL: yup.string().trim().lowercase().email('ADMIN_EMAIL must be an e-mail address').optional(),
  TRUST_PROXY: yup
    .string()
    .test('trust-proxy', 'is not valid', function (value) {
      if (value === undefined) return true;
      const problem = trustProxyProblem(value);
      return problem ? this.createError({ message: problem }) : true;
    })
    .optional(),
  PUBLIC_URL: httpUrl('PUBLIC_URL must be a URL such as https://fleetcare.ng').optional(),
  ALLOWED_ORIGINS: yup.string().default(''),
  APP_SECRET: yup.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: yup.number().integer().min(1).max(365).default(30),
  PLATFORM_COMMISSION_BPS: yup.number().integer().min(0).max(10_000).default(1500),
  SPARE_PARTS_COMMISSION_BPS: yup
    .number()
    .integer()
    .min(0)
    .max(10_000)
    .default(SPARE_PART_ORDER_RULES.defaultCommissionBps),
  REDIS_URL: yup
    .string()
    .matches(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  EMAIL_FROM: yup.string().default('FleetCare <no-reply@fleetcare.ng>'),
  SMTP_URL: yup
    .string()
    .matches(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  SMS_PROVIDER: yup.string().oneOf(['outbox', 'twilio', 'termii']).default('outbox'),
  SMS_SENDER_ID: yup.string().default('FleetCare'),
  TWILIO_ACCOUNT_SID: yup.string().optional(),
  TWILIO_AUTH_TOKEN: yup.string().optional(),
  TWILIO_FROM: yup.string().optional(),
  TWILIO_API_URL: httpUrl().default('https://api.twilio.com'),
  TERMII_API_KEY: yup.string().optional(),
  TERMII_API_URL: httpUrl().default('https://api.ng.termii.com'),
  GOOGLE_CLIENT_ID: yup.string().optional(),
  GOOGLE_CLIENT_SECRET: yup.string().optional(),
  GOOGLE_JWKS_URL: httpUrl().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_AUTH_URL: httpUrl().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl().default('https://openidconnect.googleapis.com/v1/userinfo'),
  APPLE_CLIENT_ID: yup.string().optional(),
  APPLE_JWKS_URL: httpUrl().default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_APP_ID: yup.string().optional(),
  FACEBOOK_APP_SECRET: yup.string().optional(),
  FACEBOOK_GRAPH_URL: httpUrl().default('https://graph.facebook.com/v19.0'),
  FACEBOOK_AUTH_URL: httpUrl().default('https://www.facebook.com/v19.0/dialog/oauth'),
  VAPID_PUBLIC_KEY: yup
    .string()
    .matches(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: yup
    .string()
    .matches(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: yup
    .string()
    .matches(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .default('mailto:support@fleetcare.ng'),
  PAYMENTS_GATEWAY: yup.string().oneOf(['sandbox', 'paystack']).default('sandbox'),
  PAYMENTS_SANDBOX_ALLOWED: yup.boolean().optional(),
  PAYSTACK_SECRET_KEY: yup.string().optional(),
  PAYSTACK_API_URL: httpUrl().default('https://api.paystack.co'),
  PAYMENTS_WEBHOOK_URL: httpUrl().optional(),
  GEOCODING_PROVIDER: yup.string().oneOf(['gazetteer', 'opencage']).default('gazetteer'),
  OPENCAGE_API_KEY: yup.string().optional(),
  OPENCAGE_API_URL: httpUrl().default('https://api.opencagedata.com'),
});

/** Every variable the configuration reads (documented in .env.example; a test keeps the two in step). */
export const configVariables = Object.keys(envSchema.fields);

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  database: {
    url: string | undefined;
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
  };
  jsonBodyLimit: string;
  shutdownTimeoutMs: number;
  clientDist: string | undefined;
  seedDemoData: boolean;
  /** Made a super admin at start-up while it is not one or has no password yet (the link is logged). */
  adminEmail: string | undefined;
  /**
   * Which proxies' X-Forwarded-For is believed for the client address (Express "trust proxy"): false (none:
   * the address is the socket's), a hop count, or a comma-separated list of addresses, CIDRs and the names
   * loopback, linklocal and uniquelocal.
   */
  trustProxy: TrustProxy;
  version: string;
  /** The address people reach the app at: links in e-mails, CSRF origin check. */
  publicUrl: string;
  /** Origins allowed to make state-changing requests besides publicUrl and the request's own host. */
  allowedOrigins: string[];
  /** Signs session tokens and (through HKDF) encrypts secrets at rest. Undefined: main.ts makes one per data dir. */
  appSecret: string | undefined;
  sessionTtlDays: number;
  redisUrl: string | undefined;
  email: { from: string; smtpUrl: string | undefined };
  sms: {
    provider: 'outbox' | 'twilio' | 'termii';
    senderId: string;
    twilio: { accountSid?: string; authToken?: string; from?: string; apiUrl: string };
    termii: { apiKey?: string; apiUrl: string };
  };
  social: {
    google: {
      clientId?: string;
      clientSecret?: string;
      jwksUrl: string;
      authUrl: string;
      tokenUrl: string;
      userInfoUrl: string;
    };
    apple: { clientId?: string; jwksUrl: string };
    facebook: { appId?: string; appSecret?: string; graphUrl: string; authUrl: string };
  };
  /** Web push (VAPID). Without keys, a pair is generated on first start and kept in the database. */
  push: { vapidPublicKey?: string; vapidPrivateKey?: string; vapidSubject: string };
  /** The payment gateway: the sandbox served by the app (default) or Paystack. */
  payments: {
    gateway: 'sandbox' | 'paystack';
    /** Production refuses the sandbox unless this is true (PAYMENTS_SANDBOX_ALLOWED). */
    sandboxAllowed: boolean;
    paystack: { secretKey?: string; apiUrl: string };
    /** Where the sandbox posts its signed webhooks (the app's own webhook endpoint by default). */
    webhookUrl: string;
  };
  /** The platform's commission on marketplace jobs, basis points (1500 = 15%); a job keeps the rate it was booked at. */
  commissionBps: number;
  /**
   * The platform's commission on spare-part orders, basis points (1000 = 10%); an order keeps the rate it was paid
   * at.
   */
  sparePartsCommissionBps: number;
  /** Addresses ↔ places: the offline gazetteer (default), or OpenCage with the gazetteer as its fallback. */
  geocoding: {
    provider: 'gazetteer' | 'opencage';
    opencage: { apiKey?: string; apiUrl: string };
  };
}

export type TrustProxy = false | number | string;

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP =
  'use false, a hop count such as 1, or a comma-separated list of proxy addresses, CIDRs (10.0.0.0/8) and loopback, linklocal, uniquelocal';

/** Why a TRUST_PROXY value is refused, or undefined when it is good. */
function trustProxyProblem(raw: string): string | undefined {
  const value = raw.trim().toLowerCase();
  if (['false', 'off', 'no', 'none'].includes(value) || /^\d+$/.test(value)) return undefined;
  if (['true', 'on', 'yes', 'all', '*'].includes(value)) {
    return `must not trust every proxy: any client could then choose its own address; ${TRUST_PROXY_HELP}`;
  }
  const bad = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => !TRUST_PROXY_NAMES.has(item) && !isAddressOrCidr(item));
  return bad.length > 0
    ? `${bad.map((item) => `"${item}"`).join(', ')} is not a proxy address; ${TRUST_PROXY_HELP}`
    : undefined;
}

function isAddressOrCidr(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (kind === 4 && isIP(prefix) === 4) return true; // a netmask: 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128);
}

/** The validated TRUST_PROXY as Express takes it; unset trusts nobody. */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || ['false', 'off', 'no', 'none'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value
    .split(',')
    .map((item) => item.trim())
    .join(', ');
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws ConfigError naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(envSchema.fields).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  let parsed: yup.InferType<typeof envSchema>;
  try {
    parsed = envSchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ConfigError(error.inner.map((inner) => `${inner.path}: ${describe(inner, raw[inner.path ?? ''])}`));
    }
    throw error;
  }
  const isProduction = parsed.NODE_ENV === 'production';
  const config: Config = {
    env: parsed.NODE_ENV as Config['env'],
    isProduction,
    host: parsed.HOST,
    port: parsed.PORT,
    logLevel: parsed.LOG_LEVEL,
    dataDir: path.resolve(parsed.DATA_DIR),
    database: {
      url: parsed.DATABASE_URL,
      poolSize: parsed.DATABASE_POOL_SIZE,
      connectTimeoutMs: parsed.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: parsed.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    jsonBodyLimit: parsed.JSON_BODY_LIMIT,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    clientDist: parsed.CLIENT_DIST ? path.resolve(parsed.CLIENT_DIST) : undefined,
    seedDemoData: parsed.SEED_DEMO_DATA ?? !isProduction,
    adminEmail: parsed.ADMIN_EMAIL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    version: env.npm_package_version ?? '0.1.0',
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    allowedOrigins: parsed.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    appSecret: parsed.APP_SECRET,
    sessionTtlDays: parsed.SESSION_TTL_DAYS,
    redisUrl: parsed.REDIS_URL,
    email: { from: parsed.EMAIL_FROM, smtpUrl: parsed.SMTP_URL },
    sms: {
      provider: parsed.SMS_PROVIDER as Config['sms']['provider'],
      senderId: parsed.SMS_SENDER_ID,
      twilio: {
        accountSid: parsed.TWILIO_ACCOUNT_SID,
        authToken: parsed.TWILIO_AUTH_TOKEN,
        from: parsed.TWILIO_FROM,
        apiUrl: parsed.TWILIO_API_URL,
      },
      termii: { apiKey: parsed.TERMII_API_KEY, apiUrl: parsed.TERMII_API_URL },
    },
    social: {
      google: {
        clientId: parsed.GOOGLE_CLIENT_ID,
        clientSecret: parsed.GOOGLE_CLIENT_SECRET,
        jwksUrl: parsed.GOOGLE_JWKS_URL,
        authUrl: parsed.GOOGLE_AUTH_URL,
        tokenUrl: parsed.GOOGLE_TOKEN_URL,
        userInfoUrl: parsed.GOOGLE_USERINFO_URL,
      },
      apple: { clientId: parsed.APPLE_CLIENT_ID, jwksUrl: parsed.APPLE_JWKS_URL },
      facebook: {
        appId: parsed.FACEBOOK_APP_ID,
        appSecret: parsed.FACEBOOK_APP_SECRET,
        graphUrl: parsed.FACEBOOK_GRAPH_URL,
        authUrl: parsed.FACEBOOK_AUTH_URL,
      },
    },
    push: {
      vapidPublicKey: parsed.VAPID_PUBLIC_KEY,
      vapidPrivateKey: parsed.VAPID_PRIVATE_KEY,
      vapidSubject: parsed.VAPID_SUBJECT,
    },
    payments: {
      gateway: parsed.PAYMENTS_GATEWAY as Config['payments']['gateway'],
      sandboxAllowed: parsed.PAYMENTS_SANDBOX_ALLOWED ?? false,
      paystack: { secretKey: parsed.PAYSTACK_SECRET_KEY, apiUrl: parsed.PAYSTACK_API_URL.replace(/\/$/, '') },
      webhookUrl:
        parsed.PAYMENTS_WEBHOOK_URL ??
        `${(parsed.PUBLIC_URL ?? `http://127.0.0.1:${parsed.PORT}`).replace(/\/$/, '')}${API_PREFIX}${paymentsApi.webhook.path}`,
    },
    commissionBps: parsed.PLATFORM_COMMISSION_BPS,
    sparePartsCommissionBps: parsed.SPARE_PARTS_COMMISSION_BPS,
    geocoding: {
      provider: parsed.GEOCODING_PROVIDER as Config['geocoding']['provider'],
      opencage: { apiKey: parsed.OPENCAGE_API_KEY, apiUrl: parsed.OPENCAGE_API_URL.replace(/\/$/, '') },
    },
  };
  const problems: string[] = [];
  if (isProduction && !config.appSecret) problems.push('APP_SECRET: is required in production (32+ random characters)');
  if (
    config.sms.provider === 'twilio' &&
    !(config.sms.twilio.accountSid && config.sms.twilio.authToken && config.sms.twilio.from)
  ) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: are required when SMS_PROVIDER=twilio');
  }
  if (config.sms.provider === 'termii' && !config.sms.termii.apiKey) {
    problems.push('TERMII_API_KEY: is required when SMS_PROVIDER=termii');
  }
  if (Boolean(config.push.vapidPublicKey) !== Boolean(config.push.vapidPrivateKey)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (config.payments.gateway === 'paystack' && !config.payments.paystack.secretKey) {
    problems.push('PAYSTACK_SECRET_KEY: is required when PAYMENTS_GATEWAY=paystack');
  }
  if (config.geocoding.provider === 'opencage' && !config.geocoding.opencage.apiKey) {
    problems.push('OPENCAGE_API_KEY: is required when GEOCODING_PROVIDER=opencage');
  }
  if (isProduction && config.payments.gateway === 'sandbox' && !config.payments.sandboxAllowed) {
    problems.push(
      'PAYMENTS_GATEWAY: the sandbox gateway moves no real money and is refused in production; set PAYMENTS_GATEWAY=paystack with PAYSTACK_SECRET_KEY (or PAYMENTS_SANDBOX_ALLOWED=true for a demo)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function describe(error: yup.ValidationError, rawValue: unknown): string {
  const value = rawValue === undefined ? '' : ` (got "${String(rawValue)}")`;
  if (error.type === 'typeError') return `must be a ${String(error.params?.type ?? 'valid value')}${value}`;
  const message = error.message.replace(new RegExp(`^${error.path ?? ''}\\s*`), '');
  return `${message}${value}`;
}
