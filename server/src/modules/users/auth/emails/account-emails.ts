import { formatInstant, LAGOS_TIME_ZONE } from '@fleetcare/shared';
import { renderEmail, type EmailContent } from '../../../../lib/email-layout.ts';
import { fixedT, type Locale } from '../../../../lib/i18n.ts';

/** The e-mails about the account itself, each in the owner's language. */

/** A moment as Lagos's clock shows it, in the reader's language: "5 Mar 2026, 14:05". */
const lagosTime = (at: Date, locale: Locale) => formatInstant(at, locale, { timeZone: LAGOS_TIME_ZONE });

export function verifyEmailContent(input: { locale: Locale; firstName: string; url: string }): EmailContent {
  const t = fixedT(input.locale);
  return renderEmail({
    locale: input.locale,
    subject: t('emails:verifyEmail.subject'),
    preheader: t('emails:verifyEmail.preheader'),
    heading: t('emails:verifyEmail.heading', { firstName: input.firstName }),
    paragraphs: [t('emails:verifyEmail.body')],
    action: { label: t('emails:verifyEmail.action'), url: input.url },
    footnote: t('emails:verifyEmail.footnote'),
  });
}

export function passwordResetContent(input: { locale: Locale; firstName: string; url: string }): EmailContent {
  const t = fixedT(input.locale);
  return renderEmail({
    locale: input.locale,
    subject: t('emails:passwordReset.subject'),
    preheader: t('emails:passwordReset.preheader'),
    heading: t('emails:passwordReset.heading'),
    paragraphs: [t('emails:passwordReset.greeting', { firstName: input.firstName }), t('emails:passwordReset.body')],
    action: { label: t('emails:passwordReset.action'), url: input.url },
    footnote: t('emails:passwordReset.footnote'),
  });
}

/** The notice after a password change: the owner learns of it even when someone else did it. */
export function passwordChangedContent(input: {
  locale: Locale;
  firstName: string;
  changedAt: Date;
  ip: string | null;
  resetUrl: string;
}): EmailContent {
  const t = fixedT(input.locale);
  const values = { firstName: input.firstName, time: lagosTime(input.changedAt, input.locale) };
  return renderEmail({
    locale: input.locale,
    subject: t('emails:passwordChanged.subject'),
    preheader: t('emails:passwordChanged.preheader'),
    heading: t('emails:passwordChanged.heading'),
    paragraphs: [
      input.ip
        ? t('emails:passwordChanged.summaryFromIp', { ...values, ip: input.ip })
        : t('emails:passwordChanged.summary', values),
      t('emails:passwordChanged.ifYou'),
      t('emails:passwordChanged.ifNotYou'),
    ],
    action: { label: t('emails:passwordChanged.action'), url: input.resetUrl },
    footnote: t('emails:passwordChanged.footnote'),
  });
}

/** Where failed sign-ins came from: the address and, when the IP database knows it, the country (ISO code). */
export interface FailedSignInSource {
  ip: string;
  country: string | null;
}

/** How many addresses the notice names before "and N other addresses". */
const SOURCES_NAMED = 5;

/**
 * The notice after repeated failed sign-ins: how many, from where (address and country), and what to do. In the
 * owner's language.
 */
export function failedSignInsContent(input: {
  locale: Locale;
  firstName: string;
  failures: number;
  latestAt: Date;
  sources: FailedSignInSource[];
  twoFactorFailures: number;
  resetUrl: string;
}): EmailContent {
  const t = fixedT(input.locale);
  const countries = new Intl.DisplayNames([input.locale], { type: 'region' });
  const named = input.sources.slice(0, SOURCES_NAMED).map(({ ip, country }) => {
    const place = country ? countries.of(country) : undefined;
    return place ? `${ip} (${place})` : ip;
  });
  const rest = input.sources.length - named.length;
  const list = new Intl.ListFormat(input.locale, { type: 'conjunction' }).format(
    rest > 0 ? [...named, t('emails:failedSignIns.others', { count: rest })] : named,
  );
  return renderEmail({
    locale: input.locale,
    subject: t('emails:failedSignIns.subject'),
    preheader: t('emails:failedSignIns.preheader', { failures: input.failures }),
    heading: t('emails:failedSignIns.heading'),
    paragraphs: [
      t('emails:failedSignIns.summary', {
        firstName: input.firstName,
        failures: input.failures,
        latest: lagosTime(input.latestAt, input.locale),
      }),
      ...(named.length > 0 ? [t('emails:failedSignIns.from', { list })] : []),
      ...(input.twoFactorFailures > 0 ? [t('emails:failedSignIns.twoFactor')] : []),
      t('emails:failedSignIns.ifYou'),
      t('emails:failedSignIns.ifNotYou'),
    ],
    action: { label: t('emails:failedSignIns.action'), url: input.resetUrl },
    footnote: t('emails:failedSignIns.footnote'),
  });
}
