import { renderEmail, type EmailContent } from '../users/index.ts';

const SUBJECT_CHARS = 70;
const SMS_CHARS = 300;

function shorten(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

/** The e-mail copy of a notification: its text and a button to where it points. */
export function notificationEmail(input: { firstName: string; message: string; url: string }): EmailContent {
  return renderEmail({
    subject: `FleetCare: ${shorten(input.message, SUBJECT_CHARS)}`,
    preheader: shorten(input.message, 120),
    heading: 'You have a new notification',
    paragraphs: [`Hello ${input.firstName},`, input.message],
    action: { label: 'Open in FleetCare', url: input.url },
    footnote:
      'You get these e-mails because of your notification settings. Change them under Settings → Notifications.',
  });
}

/** The SMS copy: one short message with the link. */
export function notificationSms(input: { message: string; url: string }): string {
  const room = SMS_CHARS - input.url.length - 'FleetCare: '.length - 1;
  return `FleetCare: ${shorten(input.message, Math.max(40, room))} ${input.url}`;
}
