import { renderEmail, type EmailContent } from '../../lib/email-layout.ts';
import { fixedT, type Locale } from '../../lib/i18n.ts';

/** The welcome after subscribing to the newsletter, in the language the subscriber chose, with its way out. */
export function newsletterWelcomeEmail(input: { locale: Locale; unsubscribeUrl: string }): EmailContent {
  const t = fixedT(input.locale);
  return renderEmail({
    locale: input.locale,
    subject: t('emails:newsletterWelcome.subject'),
    preheader: t('emails:newsletterWelcome.preheader'),
    heading: t('emails:newsletterWelcome.heading'),
    paragraphs: [t('emails:newsletterWelcome.thanks'), t('emails:newsletterWelcome.unsubscribeAnyTime')],
    action: { label: t('emails:newsletterWelcome.action'), url: input.unsubscribeUrl },
  });
}
