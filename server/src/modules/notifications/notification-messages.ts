import { renderEmail, type EmailContent } from '../../lib/email-layout.ts';
import { fixedT, type Locale } from '../../lib/i18n.ts';

/*
 * The e-mail and SMS copies of a notification, in the recipient's language (the notification's own text is
 * already in it: its sender wrote it for that recipient).
 */

const SUBJECT_CHARS = 70;
const SMS_CHARS = 300;

function shorten(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

/** The e-mail copy of a notification: its text and a button to where it points. */
export function notificationEmail(input: {
  locale: Locale;
  firstName: string;
  message: string;
  url: string;
}): EmailContent {
  const t = fixedT(input.locale);
  return renderEmail({
    locale: input.locale,
    subject: t('emails:notification.subject', { message: shorten(input.message, SUBJECT_CHARS) }),
    preheader: shorten(input.message, 120),
    heading: t('emails:notification.heading'),
    paragraphs: [t('emails:notification.greeting', { firstName: input.firstName }), input.message],
    action: { label: t('emails:notification.action'), url: input.url },
    footnote: t('emails:notification.footnote'),
  });
}

/** The SMS copy: one short message with the link, the message shortened to fit. */
export function notificationSms(input: { locale: Locale; message: string; url: string }): string {
  const t = fixedT(input.locale);
  const frame = t('sms:notification', { message: '', url: '' }).length;
  const room = SMS_CHARS - input.url.length - frame;
  return t('sms:notification', { message: shorten(input.message, Math.max(40, room)), url: input.url });
}
