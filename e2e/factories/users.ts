import { expect, type APIRequestContext } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from '../support/people.ts';

interface MailboxItem {
  id: string;
  recipient: string;
  subject: string | null;
  textBody: string;
  template: string;
}

/** The newest message to `to` (optionally of a template), waiting for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string, template?: string): Promise<MailboxItem> {
  let found: MailboxItem | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { data } = (await response.json()) as { data: MailboxItem[] };
      found = data.find((item) => !template || item.template === template);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}

/** The first link of a message's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * An account made through the API: signed up and confirmed with the link from the outbox. With the page's
 * request context, the confirmation's session cookies land in the browser: it is signed in.
 */
export async function confirmedAccount(
  request: APIRequestContext,
  overrides: Partial<Account> & { phone?: { dialCode: string; number: string } } = {},
): Promise<Account> {
  const account: Account = {
    email: overrides.email ?? uniqueEmail('journey'),
    password: overrides.password ?? STRONG_PASSWORD,
    firstName: overrides.firstName ?? 'Ifeoma',
    lastName: overrides.lastName ?? 'Nwosu',
  };
  const signup = await request.post('/api/users/signup', {
    data: { ...account, acceptTerms: true, ...(overrides.phone ? { phone: overrides.phone } : {}) },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const message = await latestMessage(request, account.email, 'verify-email');
  const token = linkIn(message.textBody).searchParams.get('token') ?? '';
  const verified = await request.post(`/api/users/verify_email/${encodeURIComponent(token)}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}
