import { renderEmail, type EmailContent } from '../auth/emails/layout.ts';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' });

export function accountDeletionScheduledContent(input: {
  firstName: string;
  scheduledFor: Date;
  settingsUrl: string;
}): EmailContent {
  const date = dateFormat.format(input.scheduledFor);
  return renderEmail({
    subject: 'Your FleetCare account will be deleted',
    preheader: `Your account and personal data will be erased on ${date} unless you cancel.`,
    heading: 'Your account is scheduled for deletion',
    paragraphs: [
      `Hello ${input.firstName}, we received your request to delete your FleetCare account.`,
      `On ${date} we will erase your personal data: your name, email address, phone number, profile picture and sign-in details. Payment records and invoices are kept for as long as the law requires.`,
      'Changed your mind? Sign in before that date and choose "Cancel deletion" in your account settings. Everything stays as it is.',
    ],
    action: { label: 'Open my account settings', url: input.settingsUrl },
    footnote: 'If you did not ask for this, sign in now, cancel the deletion and change your password.',
  });
}
