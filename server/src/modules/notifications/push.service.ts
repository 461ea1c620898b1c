import { v, type PushDeviceDto, type PushPublicKeyDto, type RegisterPushDeviceInput } from '@fleetcare/shared';
import { generateVapidKeys, sendWebPush, type PushResult, type VapidDetails } from '../../adapters/push/web-push.ts';
import type { AppDeps } from '../../deps.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { toPushDeviceDto } from './notifications.mapper.ts';
import {
  deletePushDevice,
  insertMetaIfAbsent,
  type PushDeviceRow,
  readMeta,
  recordPushFailure,
  recordPushSuccess,
  upsertPushDevice,
} from './push-devices.repository.ts';

type PushDeps = Pick<AppDeps, 'db' | 'config' | 'keys' | 'logger' | 'now'>;

const VAPID_META_KEY = 'vapid';
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;
/** Web push payloads are limited to about 4 KB after encryption. */
const MAX_BODY_CHARS = 1000;

interface StoredVapid {
  publicKey: string;
  /** The private key sealed with the app key (AES-256-GCM). */
  privateKeySealed: string;
}

const vapidCache = new WeakMap<object, Promise<VapidDetails>>();

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or else generated once and kept in app_meta so every
 * process (and every restart) uses the same pair; browsers' subscriptions are bound to the public key.
 */
export function vapidDetails(deps: PushDeps): Promise<VapidDetails> {
  const { vapidPublicKey, vapidPrivateKey, vapidSubject } = deps.config.push;
  if (vapidPublicKey && vapidPrivateKey) {
    return Promise.resolve({ publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject: vapidSubject });
  }
  let keys = vapidCache.get(deps.db);
  if (!keys) {
    keys = loadOrCreateVapid(deps);
    vapidCache.set(deps.db, keys);
    keys.catch(() => vapidCache.delete(deps.db));
  }
  return keys;
}

async function loadOrCreateVapid(deps: PushDeps): Promise<VapidDetails> {
  const subject = deps.config.push.vapidSubject;
  let stored = await readMeta<StoredVapid>(deps.db, VAPID_META_KEY);
  if (!stored) {
    const generated = generateVapidKeys();
    await insertMetaIfAbsent(deps.db, VAPID_META_KEY, {
      publicKey: generated.publicKey,
      privateKeySealed: encryptSecret(deps.keys.pushVapid, generated.privateKey),
    } satisfies StoredVapid);
    // Another process may have stored its pair first: everyone uses the stored one.
    stored = await readMeta<StoredVapid>(deps.db, VAPID_META_KEY);
    if (!stored) throw new Error('VAPID keys were not stored');
    deps.logger.info('generated the web push (VAPID) key pair');
  }
  return {
    publicKey: stored.publicKey,
    privateKey: decryptSecret(deps.keys.pushVapid, stored.privateKeySealed),
    subject,
  };
}

export async function getPushPublicKey(deps: PushDeps): Promise<PushPublicKeyDto> {
  return { publicKey: (await vapidDetails(deps)).publicKey };
}

/** base64 or base64url → bytes. */
function decoded(value: string): Buffer {
  return Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
}

/**
 * The server POSTs to whatever endpoint a browser registered, so in production only https push services on
 * public host names are accepted (no IP literals or localhost: the app must not be made to call internal hosts).
 */
function endpointAllowed(endpoint: string, isProduction: boolean): boolean {
  const url = new URL(endpoint);
  if (!isProduction) return true;
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    host.includes('.') &&
    !/^[\d.]+$/.test(host) &&
    !host.startsWith('[') &&
    !/(^|\.)localhost$/i.test(host)
  );
}

/** Stores (or takes over) the browser's push subscription for the user. */
export async function registerPushDevice(
  deps: PushDeps,
  userId: string,
  input: RegisterPushDeviceInput,
): Promise<PushDeviceDto> {
  if (!endpointAllowed(input.deviceRegId, deps.config.isProduction)) {
    throw validationFailed({ deviceRegId: v.pushEndpointInvalid });
  }
  const p256dh = decoded(input.userP256dhKey);
  const auth = decoded(input.userAuthKey);
  // An uncompressed P-256 point starts with 0x04.
  if (p256dh.length !== 65 || p256dh[0] !== 4) throw validationFailed({ userP256dhKey: v.pushKeyInvalid });
  if (auth.length !== 16) throw validationFailed({ userAuthKey: v.pushKeyInvalid });
  const row = await upsertPushDevice(deps.db, {
    userId,
    endpoint: input.deviceRegId,
    messageType: input.messageType,
    p256dh: p256dh.toString('base64url'),
    auth: auth.toString('base64url'),
    at: deps.now(),
  });
  return toPushDeviceDto(row);
}

/** What the service worker receives (JSON, encrypted for the browser). */
export interface PushMessage {
  notificationId: string;
  title: string;
  body: string;
  /** Path to open when the user clicks the system notification. */
  url: string;
  createdAt: string;
}

/**
 * Sends a push to a user's registered browsers (read by the caller: a fan-out reads every user's at once). A
 * subscription the push service says is gone (404/410) is deleted; other failures are counted and logged, never
 * thrown: a push that fails must never fail what sent it.
 */
export async function pushToDevices(
  deps: PushDeps,
  devices: PushDeviceRow[],
  message: PushMessage,
): Promise<{ sent: number; expired: number; failed: number }> {
  const tally = { sent: 0, expired: 0, failed: 0 };
  if (devices.length === 0) return tally;
  const vapid = await vapidDetails(deps);
  const payload = JSON.stringify({ ...message, body: message.body.slice(0, MAX_BODY_CHARS) });
  await Promise.all(
    devices.map(async (device) => {
      const result: PushResult = await sendWebPush(
        { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth },
        payload,
        vapid,
        { ttlSeconds: PUSH_TTL_SECONDS, timeoutMs: PUSH_TIMEOUT_MS },
      );
      if (result.status === 'sent') {
        tally.sent += 1;
        await recordPushSuccess(deps.db, device.id, deps.now());
      } else if (result.status === 'expired') {
        tally.expired += 1;
        await deletePushDevice(deps.db, device.id);
        deps.logger.info({ deviceId: device.id, statusCode: result.statusCode }, 'push subscription expired: removed');
      } else {
        tally.failed += 1;
        const failures = await recordPushFailure(deps.db, device.id);
        deps.logger.warn(
          { deviceId: device.id, failures, statusCode: result.statusCode, error: result.error },
          'push failed',
        );
      }
    }),
  );
  return tally;
}
