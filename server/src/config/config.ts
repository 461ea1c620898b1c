import path from 'node:path';
import * as yup from 'yup';

/**
 * The one configuration object, read from the environment once at start-up and validated; a wrong value stops
 * the process with a message that names the variable. Every variable is documented in .env.example.
 */
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
  TRUST_PROXY: yup.string().default('loopback'),
});

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
  trustProxy: string;
  version: string;
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
  return {
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
    trustProxy: parsed.TRUST_PROXY,
    version: env.npm_package_version ?? '0.1.0',
  };
}

function describe(error: yup.ValidationError, rawValue: unknown): string {
  const value = rawValue === undefined ? '' : ` (got "${String(rawValue)}")`;
  if (error.type === 'typeError') return `must be a ${String(error.params?.type ?? 'valid value')}${value}`;
  const message = error.message.replace(new RegExp(`^${error.path ?? ''}\\s*`), '');
  return `${message}${value}`;
}
