import { describe, expect, it } from 'vitest';
import { signupSchema } from '@fleetcare/shared';
import { parse } from './http/validate.ts';
import { hashPassword, isCommonPassword, needsRehash, passwordContext, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(needsRehash(hash)).toBe(false);
    await expect(verifyPassword(hash, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Correct horse battery staple')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });

  it('knows the common passwords', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('Okada-Keke-Danfo-2026')).toBe(false);
  });

  it('refuses a common password through the shared schema on the server', async () => {
    const body = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      password: 'password1',
      acceptTerms: true,
    };
    await expect(parse(signupSchema, body, passwordContext)).rejects.toMatchObject({
      fieldErrors: { password: 'This password is too common and easy to guess. Choose another.' },
      fieldErrorKeys: { password: 'validation:passwordTooCommon' },
    });
    // Without the server's context (as in the browser) the length rules still apply, the list does not.
    await expect(parse(signupSchema, body)).resolves.toMatchObject({ email: 'ada@example.com' });
  });
});
