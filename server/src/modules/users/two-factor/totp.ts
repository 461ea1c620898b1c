import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Authenticator-app codes (RFC 6238) with the settings every app understands: SHA-1, 6 digits, 30-second steps.
 * A code of the step before or after the current one is accepted too (clock drift, typing time).
 */
export const TOTP_ISSUER = 'FleetCare';
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_OPTIONS = { algorithm: 'sha1', digits: 6, period: TOTP_PERIOD_SECONDS } as const;
/** ±1 step, in seconds as otplib counts the window. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A new base32 secret of 20 random bytes (160 bits, as RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** otpauth://totp/FleetCare:<email>?secret=...&issuer=FleetCare, for the QR code and for typing in. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, ...TOTP_OPTIONS });
}

/** The URI as a QR code, an SVG data URL (the CSP allows data: images). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Checks a code against a secret at the app's clock (`now`, which tests move). Returns the time step the code
 * belongs to, or null. The caller refuses steps already used: a code works once.
 */
export async function matchTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...TOTP_OPTIONS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
