import type { SmsMessage, SmsTransport } from './sms.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164 or an alphanumeric sender id. */
  from: string;
  /** https://api.twilio.com, or a local stand-in in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

interface TwilioAnswer {
  sid?: unknown;
  message?: unknown;
  code?: unknown;
}

/**
 * Twilio Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From and Body,
 * HTTP Basic auth with the account SID and auth token. Success is 201 with the message resource (its `sid`).
 */
export function createTwilioTransport(options: TwilioOptions): SmsTransport {
  const url = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async deliver(message: SmsMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as TwilioAnswer;
      if (!response.ok) {
        const detail = typeof answer.message === 'string' ? answer.message : response.statusText;
        const code = typeof answer.code === 'number' ? ` (code ${answer.code})` : '';
        throw new Error(`Twilio answered ${response.status}: ${detail}${code}`);
      }
      if (typeof answer.sid !== 'string') throw new Error('Twilio answered without a message sid');
      return { messageId: answer.sid };
    },
  };
}
