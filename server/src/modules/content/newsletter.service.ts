import { createHmac } from 'node:crypto';
import type { NewsletterDto, NewsletterInput, UnsubscribeInput } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { findAccountByEmail, setNewsletterSubscribed, type RequestMeta } from '../users/index.ts';
import { toNewsletterDto } from './content.mapper.ts';
import { newsletterWelcomeEmail } from './newsletter-email.ts';
import { markUnsubscribed, upsertSubscription } from './newsletter.repository.ts';

/** The unsubscribe token in every newsletter e-mail: an HMAC of the address, so links cannot be forged. */
export function unsubscribeToken(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(`newsletter:${email}`).digest('base64url').slice(0, 32);
}

export function unsubscribeUrl(deps: Pick<AppDeps, 'config' | 'keys'>, email: string): string {
  const params = new URLSearchParams({ email, token: unsubscribeToken(deps.keys.unsubscribe, email) });
  return `${deps.config.publicUrl}/newsletter/unsubscribe?${params}`;
}

export interface SubscribeResult {
  dto: NewsletterDto;
  alreadySubscribed: boolean;
}

/** Idempotent: a second subscribe changes nothing and sends nothing. */
export async function subscribe(
  deps: AppDeps,
  input: NewsletterInput,
  meta: RequestMeta & { userId: string | null },
): Promise<SubscribeResult> {
  await deps.limits.create({ name: 'newsletter-ip', points: 10, durationSeconds: 3600 }).consume(meta.ip ?? 'unknown');
  const account = await findAccountByEmail(deps, input.email);
  const { wasActive } = await upsertSubscription(deps.db, {
    email: input.email,
    userId: account?.id ?? meta.userId,
    locale: input.locale,
    at: deps.now(),
  });
  if (account && !account.newsletterSubscribed) await setNewsletterSubscribed(deps, account.id, true);
  if (!wasActive) {
    const link = unsubscribeUrl(deps, input.email);
    const content = newsletterWelcomeEmail({ locale: localeOf(input.locale), unsubscribeUrl: link });
    await deps.mailer.send({ to: input.email, ...content, template: 'newsletter-welcome', userId: account?.id });
  }
  return { dto: toNewsletterDto(input.email, true), alreadySubscribed: wasActive };
}

/** Unsubscribes with the signed token from an e-mail; repeating it is harmless. */
export async function unsubscribe(deps: AppDeps, input: UnsubscribeInput): Promise<NewsletterDto> {
  if (!safeEqual(input.token, unsubscribeToken(deps.keys.unsubscribe, input.email))) {
    throw new AppError('LINK_INVALID', {
      message: 'This unsubscribe link is not valid. Use the link from the latest e-mail.',
    });
  }
  await markUnsubscribed(deps.db, input.email, deps.now());
  const account = await findAccountByEmail(deps, input.email);
  if (account?.newsletterSubscribed) await setNewsletterSubscribed(deps, account.id, false);
  return toNewsletterDto(input.email, false);
}
