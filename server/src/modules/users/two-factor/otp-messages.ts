import type { TransactionOtpPurpose } from '@fleetcare/shared';
import { renderEmail, type EmailContent } from '../auth/emails/layout.ts';

/*
 * The texts that carry codes. SMS stay short (one 160-character GSM segment: no curly quotes, no emoji) and always
 * say how long the code lives and never to share it.
 */

export const OTP_TTL_MINUTES = 10;
const tail = `It expires in ${OTP_TTL_MINUTES} minutes. Never share it.`;

export type SmsTemplate = 'phone-verify' | 'phone-2fa' | 'login-code' | 'transaction-otp';

const transactionLabels: Record<TransactionOtpPurpose, string> = {
  payout: 'your payout',
  'bank-account': 'your bank account change',
};

export const smsText = {
  phoneVerify: (code: string) => `FleetCare code: ${code}. ${tail}`,
  phone2faOn: (code: string) => `FleetCare code: ${code} to turn on sign-in codes. ${tail}`,
  phone2faOff: (code: string) => `FleetCare code: ${code} to turn off sign-in codes. ${tail}`,
  login: (code: string) => `FleetCare sign-in code: ${code}. ${tail}`,
  transaction: (code: string, purpose: TransactionOtpPurpose) =>
    `FleetCare code: ${code} to confirm ${transactionLabels[purpose]}. ${tail}`,
};

/** The e-mail twin of the transaction SMS, for accounts without a verified phone. */
export function transactionOtpEmail(input: {
  firstName: string;
  code: string;
  purpose: TransactionOtpPurpose;
}): EmailContent {
  return renderEmail({
    subject: `Your FleetCare confirmation code: ${input.code}`,
    preheader: `Use ${input.code} to confirm ${transactionLabels[input.purpose]}.`,
    heading: 'Your confirmation code',
    paragraphs: [
      `Hello ${input.firstName}, use this code to confirm ${transactionLabels[input.purpose]}:`,
      input.code,
      `The code expires in ${OTP_TTL_MINUTES} minutes and works once. FleetCare staff will never ask you for it.`,
    ],
    footnote:
      'If you did not ask for this code, someone may know your password: change it in your account settings and contact support.',
  });
}
