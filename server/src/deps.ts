import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { randomToken } from '@fleetcare/shared';
import { createMailer, type EmailTransport, type Mailer } from './adapters/email/email.ts';
import { createGeoIp, type GeoIpLookup } from './adapters/geoip/geoip.ts';
import { createGeocoder, type Geocoder } from './adapters/geocoding/geocoding.ts';
import type { PaymentGateway } from './adapters/payments/gateway.ts';
import { createPaymentGateway } from './adapters/payments/payments.ts';
import type { WebhookDelivery } from './adapters/payments/sandbox.ts';
import { createSmsSender, type SmsSender, type SmsTransport } from './adapters/sms/sms.ts';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import type { Config } from './config/config.ts';
import type { Database, Db } from './db/client.ts';
import { deriveKey } from './lib/crypto.ts';
import type { Logger } from './lib/logger.ts';
import { createRateLimiterFactory, type RateLimiterFactory } from './lib/rate-limit.ts';
import { createRealtimeHub, type RealtimeHub } from './lib/realtime/publisher.ts';
import { calendarSources } from './calendar-sources.ts';
import { jobStates } from './job-states.ts';
import { technicianReview } from './technician-review.ts';
import { paymentSettlementSteps } from './payment-settlement-steps.ts';
import type { PaymentSettlementSteps } from './modules/payments/index.ts';
import type { JobStateSource } from './modules/notifications/index.ts';
import type { TechnicianReviewFlag } from './modules/maintenance/index.ts';
import type { CalendarAppointmentSource } from './modules/vehicles/index.ts';
import type { SessionAuthenticator } from './lib/session/session.middleware.ts';
import { gazetteerGeocoder } from './modules/places/index.ts';
import { sessionAuthenticator } from './modules/users/index.ts';

/** Keys derived from the app secret, one per purpose. */
export interface Keys {
  sessionJwt: Buffer;
  totpSecrets: Buffer;
  fileUrls: Buffer;
  unsubscribe: Buffer;
  /** Encrypts the generated VAPID private key at rest. */
  pushVapid: Buffer;
  /** The sandbox payment gateway's secret: signs its webhooks and checkout form tokens. */
  sandboxGateway: Buffer;
}

/** Everything services need from the outside world: built once in main.ts, replaced piecewise in tests. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  keys: Keys;
  mailer: Mailer;
  sms: SmsSender;
  limits: RateLimiterFactory;
  /** Uploaded files (avatars, photos): local disk under DATA_DIR/uploads by default. */
  storage: FileStorage;
  /** IP → country and coordinates (offline database). */
  geoip: GeoIpLookup;
  /** Addresses ↔ places in Nigeria: the offline gazetteer, or a provider with the gazetteer as its fallback. */
  geocoder: Geocoder;
  /** The current time; tests move it to expire links and codes. */
  now: () => Date;
  /** Live events to users' sockets; a no-op until the socket server attaches (and in tests without sockets). */
  realtime: RealtimeHub;
  /** The payment gateway (config.payments.gateway): the sandbox by default, or Paystack. */
  payments: PaymentGateway;
  /** Session tokens → user and session, for the session middleware (lib/session); the users module provides it. */
  sessions: SessionAuthenticator;
  /** What each purpose's own module does when a card payment for it settles (payment-settlement-steps.ts). */
  paymentSettlementSteps: PaymentSettlementSteps;
  /** What other modules put on the user's calendar (calendar-sources.ts). */
  calendarSources: readonly CalendarAppointmentSource[];
  /** Where the jobs offered in job notifications stand now (job-states.ts). */
  jobStates: JobStateSource;
  /** Puts a technician with too many strikes back in an admin's review (technician-review.ts). */
  technicianReview: TechnicianReviewFlag;
}

export interface DepsOverrides {
  emailTransport?: EmailTransport;
  smsTransport?: SmsTransport;
  redis?: Redis;
  /** Rate limits (tests that send thousands of requests lift them; see the fuzz test). */
  limits?: RateLimiterFactory;
  storage?: FileStorage;
  geoip?: GeoIpLookup;
  geocoder?: Geocoder;
  now?: () => Date;
  realtime?: RealtimeHub;
  payments?: PaymentGateway;
  /** Delivers the sandbox gateway's signed webhooks in-process instead of over HTTP (tests; see sandbox.ts). */
  sandboxWebhookDelivery?: WebhookDelivery;
}

export function deriveKeys(appSecret: string): Keys {
  return {
    sessionJwt: deriveKey(appSecret, 'session-jwt'),
    totpSecrets: deriveKey(appSecret, 'totp-secrets'),
    fileUrls: deriveKey(appSecret, 'file-urls'),
    unsubscribe: deriveKey(appSecret, 'unsubscribe'),
    pushVapid: deriveKey(appSecret, 'push-vapid'),
    sandboxGateway: deriveKey(appSecret, 'sandbox-gateway'),
  };
}

/**
 * Outside production an app secret is optional: one is made on first start and kept in the data directory, so
 * sessions survive restarts. Production refuses to start without APP_SECRET (see config).
 */
export function resolveAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, '.app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createDeps(
  base: { config: Config; database: Database; logger: Logger; appSecret: string },
  overrides: DepsOverrides = {},
): AppDeps {
  const { config, database, logger } = base;
  const db = database.db;
  const keys = deriveKeys(base.appSecret);
  const now = overrides.now ?? (() => new Date());
  return {
    config,
    database,
    db,
    logger,
    keys,
    mailer: createMailer({ db, logger, from: config.email.from, transport: overrides.emailTransport }),
    sms: createSmsSender({ db, logger, transport: overrides.smsTransport }),
    limits: overrides.limits ?? createRateLimiterFactory(overrides.redis),
    geoip: overrides.geoip ?? createGeoIp(),
    geocoder:
      overrides.geocoder ?? createGeocoder({ config: config.geocoding, logger, gazetteer: gazetteerGeocoder() }),
    storage:
      overrides.storage ??
      createLocalStorage({ root: path.join(config.dataDir, 'uploads'), signingKey: keys.fileUrls, now }),
    now,
    realtime: overrides.realtime ?? createRealtimeHub(),
    payments:
      overrides.payments ??
      createPaymentGateway({
        config,
        db,
        logger,
        now,
        sandboxSecret: keys.sandboxGateway,
        sandboxDeliver: overrides.sandboxWebhookDelivery,
      }),
    sessions: sessionAuthenticator({ db, keys, now }),
    paymentSettlementSteps,
    calendarSources,
    jobStates,
    technicianReview,
  };
}
