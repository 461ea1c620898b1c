import type { Kobo } from '../money/money.ts';

/** What a quotation's totals are computed from: the shape of create-or-update-quotation's body and of a stored one. */
export interface QuotationTotalsInput {
  /** Labour per requested service, kobo. */
  labour: readonly { amount: Kobo }[];
  /** Parts: `quantity` units at `unitPrice` kobo each. */
  parts: readonly { quantity: number; unitPrice: Kobo }[];
  callOutFee: Kobo;
}

/** A quotation's totals in kobo: `total` is labour + parts + call-out fee. */
export interface QuotationTotals {
  labour: Kobo;
  parts: Kobo;
  callOutFee: Kobo;
  total: Kobo;
}

/** `value` when it is a whole number from 0 up to the largest safe integer; a RangeError naming `what` otherwise. */
function wholeNonNegative(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number from 0 up, got ${value}`);
  }
  return value;
}

/** `a + b` or `a × b`, refused with a RangeError when it leaves the safe integers (it would lose kobo). */
function safe(result: number, what: string): number {
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is too large to count in kobo exactly`);
  return result;
}

/**
 * A quotation's totals, in whole kobo: labour is the sum of the per-service labour, parts the sum of quantity ×
 * unit price, and the total adds the call-out fee. Every amount and quantity must be a whole number of at least 0
 * (a RangeError otherwise), and so must every sum: a result beyond Number.MAX_SAFE_INTEGER is refused rather than
 * rounded. The server computes these; a total sent by a client is never trusted.
 */
export function quotationTotals(input: QuotationTotalsInput): QuotationTotals {
  let labour = 0;
  for (const [index, line] of input.labour.entries()) {
    labour = safe(labour + wholeNonNegative(line.amount, `labour[${index}].amount`), 'The labour total');
  }
  let parts = 0;
  for (const [index, part] of input.parts.entries()) {
    const quantity = wholeNonNegative(part.quantity, `parts[${index}].quantity`);
    const unitPrice = wholeNonNegative(part.unitPrice, `parts[${index}].unitPrice`);
    parts = safe(parts + safe(quantity * unitPrice, `parts[${index}]`), 'The parts total');
  }
  const callOutFee = wholeNonNegative(input.callOutFee, 'callOutFee');
  return { labour, parts, callOutFee, total: safe(labour + parts + callOutFee, 'The total') };
}
