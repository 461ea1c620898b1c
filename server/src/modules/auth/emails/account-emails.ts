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
