import { renderEmail, type EmailContent } from './layout.ts';

export function verifyEmailContent(input: { firstName: string; url: string }): EmailContent {
  return renderEmail({
    subject: 'Confirm your email address for FleetCare',
    preheader: 'One click to confirm your address and start using FleetCare.',
    heading: `Welcome to FleetCare, ${input.firstName}`,
    paragraphs: [
      'Please confirm that this is your email address. Confirming signs you in and lets you book mechanics, order parts and pay.',
    ],
    action: { label: 'Confirm my email address', url: input.url },
    footnote:
      'The link works once and expires in 24 hours. If you did not create a FleetCare account, ignore this e-mail.',
  });
}

export function passwordResetContent(input: { firstName: string; url: string }): EmailContent {
  return renderEmail({
    subject: 'Reset your FleetCare password',
    preheader: 'Choose a new password for your FleetCare account.',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${input.firstName}, we received a request to reset the password of your FleetCare account.`,
      'Choose a new password with the button below. Signing in with the new password signs out your other devices.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    footnote:
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.',
  });
}

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The notice after a password change: the owner learns of it even when someone else did it. */
export function passwordChangedContent(input: {
  firstName: string;
  changedAt: Date;
  ip: string | null;
  resetUrl: string;
}): EmailContent {
  const where = input.ip ? ` from the internet address ${input.ip}` : '';
  return renderEmail({
    subject: 'Your FleetCare password was changed',
    preheader: 'The password of your FleetCare account was just changed.',
    heading: 'Your password was changed',
    paragraphs: [
      `Hello ${input.firstName}, the password of your FleetCare account was changed on ${lagosTime.format(input.changedAt)} (Lagos time)${where}.`,
      'If this was you, there is nothing to do.',
      'If it was not you, choose a new password now with the button below: that signs out every device, including whoever changed it.',
    ],
    action: { label: 'Reset my password', url: input.resetUrl },
    footnote: 'We send this notice to protect your account. Contact support if you need help.',
  });
}
