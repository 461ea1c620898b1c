import { describe, expect, it } from 'vitest';
import { attemptFor } from './withdrawal-reference.ts';

describe('a withdrawal attempt and its reference', () => {
  it('when the same account and amount are sent again, then the reference stays', () => {
    const first = attemptFor(undefined, 'account-1', 100_000);
    expect(attemptFor(first, 'account-1', 100_000)).toBe(first);
  });

  it('when the account or the amount changes, then it is a new attempt with a new reference', () => {
    const first = attemptFor(undefined, 'account-1', 100_000);
    expect(attemptFor(first, 'account-1', 200_000).reference).not.toBe(first.reference);
    expect(attemptFor(first, 'account-2', 100_000).reference).not.toBe(first.reference);
  });
});
