import type { Config } from '../../config/config.ts';
import type { SmsTransport } from './sms.ts';
import { createTermiiTransport } from './termii.ts';
import { createTwilioTransport } from './twilio.ts';

/** The configured SMS provider, or undefined for the outbox default (config already checked the credentials). */
export function smsTransportFor(sms: Config['sms']): SmsTransport | undefined {
  if (sms.provider === 'twilio') {
    const { accountSid, authToken, from, apiUrl } = sms.twilio;
    if (!accountSid || !authToken || !from) throw new Error('Twilio needs TWILIO_ACCOUNT_SID, AUTH_TOKEN and FROM');
    return createTwilioTransport({ accountSid, authToken, from, apiUrl });
  }
  if (sms.provider === 'termii') {
    if (!sms.termii.apiKey) throw new Error('Termii needs TERMII_API_KEY');
    return createTermiiTransport({ apiKey: sms.termii.apiKey, senderId: sms.senderId, apiUrl: sms.termii.apiUrl });
  }
  return undefined;
}
