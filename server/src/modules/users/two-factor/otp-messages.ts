import type { TransactionOtpPurpose } from '@fleetcare/shared';
import { renderEmail, type EmailContent } from '../../../lib/email-layout.ts';
import { fixedT, t, type Locale } from '../../../lib/i18n.ts';

/*
 * The texts that carry codes, in the recipient's language. SMS stay short (one 160-character GSM segment: no curly
 * quotes, no emoji; Norwegian's æ, ø and å are GSM letters) and always say how long the code lives and never to
 * share it.
 */

export const OTP_TTL_MINUTES = 10;

export type SmsTemplate = 'phone-verify' | 'phone-2fa' | 'login-code' | 'transaction-otp';

const sms = (key: string) => (code: string, locale: Locale) =>
  t(locale, `sms:otp.${key}`, { code, expiry: t(locale, 'sms:otp.expiry', { minutes: OTP_TTL_MINUTES }) });

const purposeText = (purpose: TransactionOtpPurpose, locale: Locale) => t(locale, `sms:otp.purposes.${purpose}`);

export const smsText = {
  phoneVerify: sms('phoneVerify'),
  phone2faOn: sms('phone2faOn'),
  phone2faOff: sms('phone2faOff'),
  login: sms('login'),
  transaction: (code: string, purpose: TransactionOtpPurpose, locale: Locale) =>
    t(locale, 'sms:otp.transaction', {
      code,
      purpose: purposeText(purpose, locale),
      expiry: t(locale, 'sms:otp.expiry', { minutes: OTP_TTL_MINUTES }),
    }),
};

/** The e-mail twin of the transaction SMS, for accounts without a verified phone. */
export function transactionOtpEmail(input: {
  locale: Locale;
  firstName: string;
  code: string;
  purpose: TransactionOtpPurpose;
}): EmailContent {
  const text = fixedT(input.locale);
  const purpose = purposeText(input.purpose, input.locale);
  return renderEmail({
    locale: input.locale,
    subject: text('emails:transactionOtp.subject', { code: input.code }),
    preheader: text('emails:transactionOtp.preheader', { code: input.code, purpose }),
    heading: text('emails:transactionOtp.heading'),
    paragraphs: [
      text('emails:transactionOtp.intro', { firstName: input.firstName, purpose }),
      input.code,
      text('emails:transactionOtp.expiry', { minutes: OTP_TTL_MINUTES }),
    ],
    footnote: text('emails:transactionOtp.footnote'),
  });
}
