import { expect, type APIRequestContext } from '@playwright/test';
import { contentApi } from '@fleetcare/shared';
import { apiUrl } from '../support/api.ts';
import { randomIp } from '../support/people.ts';

/** Subscribes an address to the newsletter through the API, from an address of its own (the per-IP limit). */
export async function subscribeToNewsletter(request: APIRequestContext, email: string, locale = 'en'): Promise<void> {
  const subscribed = await request.post(apiUrl(contentApi.subscribeToNewsletter), {
    data: { email, locale },
    headers: { 'X-Forwarded-For': randomIp() },
  });
  expect(subscribed.ok()).toBe(true);
}
