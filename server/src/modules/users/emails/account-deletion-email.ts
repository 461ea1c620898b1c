import { formatInstant, LAGOS_TIME_ZONE } from '@fleetcare/shared';
import { renderEmail, type EmailContent } from '../../../lib/email-layout.ts';
import { fixedT, type Locale } from '../../../lib/i18n.ts';

/** The e-mail that confirms a deletion request: when the data goes (a Lagos date) and how to cancel. */
export function accountDeletionScheduledContent(input: {
  locale: Locale;
  firstName: string;
  scheduledFor: Date;
  settingsUrl: string;
}): EmailContent {
  const t = fixedT(input.locale);
  const date = formatInstant(input.scheduledFor, input.locale, { style: 'longDate', timeZone: LAGOS_TIME_ZONE });
  return renderEmail({
    locale: input.locale,
    subject: t('emails:accountDeletion.subject'),
    preheader: t('emails:accountDeletion.preheader', { date }),
    heading: t('emails:accountDeletion.heading'),
    paragraphs: [
      t('emails:accountDeletion.received', { firstName: input.firstName }),
      t('emails:accountDeletion.erasure', { date }),
      t('emails:accountDeletion.changedMind'),
    ],
    action: { label: t('emails:accountDeletion.action'), url: input.settingsUrl },
    footnote: t('emails:accountDeletion.footnote'),
  });
}
