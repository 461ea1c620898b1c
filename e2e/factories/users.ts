import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { usersApi } from '@fleetcare/shared';
import { generate } from 'otplib';
import { apiUrl } from '../support/api.ts';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '../support/people.ts';

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
  const signup = await request.post(apiUrl(usersApi.signup), {
    data: { ...account, acceptTerms: true, ...(overrides.phone ? { phone: overrides.phone } : {}) },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const message = await latestMessage(request, account.email, 'verify-email');
  const token = linkIn(message.textBody).searchParams.get('token') ?? '';
  const verified = await request.post(apiUrl(usersApi.verifyEmail, { token }));
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** An account signed up and signed in through the API, whose e-mail address is not confirmed yet. */
export async function unconfirmedAccount(
  request: APIRequestContext,
  overrides: Partial<Account> = {},
): Promise<Account> {
  const account: Account = {
    email: overrides.email ?? uniqueEmail('unconfirmed'),
    password: overrides.password ?? STRONG_PASSWORD,
    firstName: overrides.firstName ?? 'Bola',
    lastName: overrides.lastName ?? 'Ade',
  };
  const signup = await request.post(apiUrl(usersApi.signup), { data: { ...account, acceptTerms: true } });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await request.post(apiUrl(usersApi.login), {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return account;
}

/** Turns on the authenticator app for the signed-in account of `request`, as a person scanning the code would. */
export async function turnOnAuthenticator(request: APIRequestContext): Promise<string> {
  const provisioning = await request.get(apiUrl(usersApi.getAuthenticatorProvisioningUri));
  const { data } = (await provisioning.json()) as { data: { secret: string } };
  const code = await generate({ secret: data.secret });
  const provisioned = await request.post(apiUrl(usersApi.provisionAuthenticator), { data: { code } });
  expect(provisioned.ok(), await provisioned.text()).toBe(true);
  return data.secret;
}

/** Asks for a password-reset e-mail and answers the link it carries. */
export async function passwordResetLink(request: APIRequestContext, email: string): Promise<URL> {
  await request.post(apiUrl(usersApi.requestPasswordResetEmail), { data: { email } });
  return linkIn((await latestMessage(request, email, 'password-reset')).textBody);
}

/** "Sign out everywhere" from another device: every session of the account of `request` is revoked. */
export async function signOutEverywhere(request: APIRequestContext): Promise<void> {
  const response = await request.post(apiUrl(usersApi.logoutEverywhere));
  expect(response.ok()).toBe(true);
}

let devices = 0;

/**
 * Signs in to the account through the API from a device (user agent) it has not used: the server tells the owner
 * with an 'account' notification, "New sign-in to your account ...", leading to the security log.
 */
export async function signInFromAnotherDevice(baseURL: string, account: Account): Promise<void> {
  devices += 1;
  const other = await playwrightRequest.newContext({
    baseURL,
    userAgent: `FleetCare e2e other device ${devices} ${Date.now()}`,
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp(), Origin: baseURL },
  });
  const response = await other.post(apiUrl(usersApi.login), {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await other.dispose();
}
