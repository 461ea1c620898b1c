import { randomInt } from 'node:crypto';

/** A password long enough and not on the common-password list. */
export const STRONG_PASSWORD = 'Kelechi-drives-a-Corolla-2019';

let counter = 0;

/** An address nobody else in the run uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${randomInt(1000)}@example.com`;
}

/** A made-up client address, so the per-IP rate limits of one journey never meet another's. */
export function randomIp(): string {
  return `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
}
