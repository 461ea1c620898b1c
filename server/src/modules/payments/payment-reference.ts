import { codeAlphabets, randomCode } from '@fleetcare/shared';

/**
 * A new payment reference: "FC-" and 24 base32 characters (120 random bits), unguessable, so a reference seen in
 * a URL tells nobody else's payment, and safe in every gateway's reference field.
 */
export function newPaymentReference(): string {
  return `FC-${randomCode(24, codeAlphabets.base32)}`;
}

export const PAYMENT_REFERENCE_PATTERN = /^FC-[A-Z2-7]{24}$/;
