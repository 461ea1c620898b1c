import nodemailer from 'nodemailer';
import type { EmailTransport } from './email.ts';

/** Time limits so that a mail server that hangs cannot hold a request (the mailer awaits delivery) for long. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Delivers e-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://...:465; nodemailer
 * options such as ?pool=true or ?ignoreTLS=true may be added to the URL). The outbox row is written first by the
 * mailer, which records the outcome of deliver() on it.
 */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    name: 'smtp',
    async deliver(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: { 'X-FleetCare-Template': message.template },
      });
      return { messageId: info.messageId };
    },
  };
}
