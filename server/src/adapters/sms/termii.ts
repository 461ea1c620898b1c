import type { SmsMessage, SmsTransport } from './sms.ts';

export interface TermiiOptions {
  apiKey: string;
  /** The registered sender id (alphanumeric, up to 11 characters). */
  senderId: string;
  /** https://api.ng.termii.com, or a local stand-in in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

interface TermiiAnswer {
  message_id?: unknown;
  message?: unknown;
}

/**
 * Termii (Nigerian SMS): POST /api/sms/send with a JSON body {to, from, sms, type: 'plain', channel: 'dnd',
 * api_key}. `to` is the number in international format without '+'. The DND channel reaches numbers on the
 * do-not-disturb register, which OTPs must. Success answers with a `message_id`.
 */
export function createTermiiTransport(options: TermiiOptions): SmsTransport {
  const url = `${options.apiUrl.replace(/\/$/, '')}/api/sms/send`;
  return {
    name: 'termii',
    async deliver(message: SmsMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          to: message.to.replace(/\D/g, ''),
          from: options.senderId,
          sms: message.text,
          type: 'plain',
          channel: 'dnd',
          api_key: options.apiKey,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as TermiiAnswer;
      if (!response.ok) {
        const detail = typeof answer.message === 'string' ? answer.message : response.statusText;
        throw new Error(`Termii answered ${response.status}: ${detail}`);
      }
      if (answer.message_id === undefined || answer.message_id === null) {
        throw new Error(`Termii answered without a message_id: ${String(answer.message ?? 'no message')}`);
      }
      return { messageId: String(answer.message_id) };
    },
  };
}
