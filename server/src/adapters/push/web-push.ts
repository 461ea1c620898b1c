import webpush from 'web-push';

export interface PushSubscriptionTarget {
  endpoint: string;
  /** base64url P-256 public key of the browser. */
  p256dh: string;
  /** base64url 16-byte auth secret of the browser. */
  auth: string;
}

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type PushResult =
  | { status: 'sent'; statusCode: number }
  /** The push service says the subscription is gone (404/410): delete it. */
  | { status: 'expired'; statusCode: number }
  | { status: 'failed'; statusCode?: number; error: string };

export interface PushOptions {
  /** How long the push service keeps the message for an offline browser. */
  ttlSeconds: number;
  timeoutMs: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** A new VAPID key pair (base64url), for installations that configure none. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) with a VAPID JWT (RFC 8292). web-push encrypts and signs; the
 * request itself goes out through fetch, so it has a timeout and the push service's answer is read here.
 */
export async function sendWebPush(
  target: PushSubscriptionTarget,
  payload: string,
  vapid: VapidDetails,
  options: PushOptions,
): Promise<PushResult> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: options.urgency ?? 'normal',
      },
    );
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch sets the length itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { status: 'sent', statusCode: response.status };
    if (response.status === 404 || response.status === 410) return { status: 'expired', statusCode: response.status };
    return { status: 'failed', statusCode: response.status, error: `push service answered ${response.status}` };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
