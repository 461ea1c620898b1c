import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpCodes, outboxMessages } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import { smsTransportFor } from './sms-provider.ts';
import { createSmsSender } from './sms.ts';
import { startStandIn, type StandIn } from './sms-stand-in.test-support.ts';
import { createTwilioTransport } from './twilio.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-for-tests';
const FROM = '+15005550006';

let twilio: StandIn;
let t: TestApp;
beforeAll(async () => {
  twilio = await startStandIn();
  const env = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: FROM,
    TWILIO_API_URL: twilio.url,
  };
  // The same wiring as main.ts: the transport chosen from configuration.
  t = await createTestApp(env, { smsTransport: smsTransportFor(testConfig(env).sms) });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
beforeEach(() => {
  twilio.received.length = 0;
  twilio.answerWith({ status: 201, body: { sid: 'SM5ef8732a3c49700934481addd5ce1659', status: 'queued' } });
});

describe('Twilio SMS transport', () => {
  it('when it sends, then it POSTs the form to Messages.json with Basic auth, and returns the message sid', async () => {
    const transport = createTwilioTransport({ accountSid: SID, authToken: TOKEN, from: FROM, apiUrl: twilio.url });
    const result = await transport.deliver({ to: '+2348031234567', text: 'FleetCare code: 123456.', template: 'x' });
    expect(result).toEqual({ messageId: 'SM5ef8732a3c49700934481addd5ce1659' });
    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+2348031234567',
      From: FROM,
      Body: 'FleetCare code: 123456.',
    });
  });

  it('when Twilio refuses, then deliver throws with its message and code', async () => {
    twilio.answerWith({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +2340 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    const transport = createTwilioTransport({ accountSid: SID, authToken: TOKEN, from: FROM, apiUrl: twilio.url });
    await expect(transport.deliver({ to: '+2340', text: 'x', template: 'x' })).rejects.toThrow(
      "Twilio answered 400: The 'To' number +2340 is not a valid phone number. (code 21211)",
    );
  });

  it('when a phone code is sent through the app, then Twilio gets it and the outbox row is marked sent', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent
      .post('/api/users/send-phone-verification-code')
      .send({ phone: { dialCode: '+234', number: '8031234567' } })
      .expect(200);
    const form = new URLSearchParams(twilio.received[0]?.body);
    expect(form.get('To')).toBe('+2348031234567');
    expect(form.get('Body')).toMatch(/^FleetCare code: \d{6}\. It expires in 10 minutes\. Never share it\.$/);
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, user._id), eq(outboxMessages.channel, 'sms')));
    expect(row).toMatchObject({
      provider: 'twilio',
      status: 'sent',
      providerMessageId: 'SM5ef8732a3c49700934481addd5ce1659',
    });
  });

  it('when Twilio fails during a send, then the outbox row is failed, the caller gets 502 and no code stays live', async () => {
    twilio.answerWith({ status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } });
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/send-phone-verification-code')
      .send({ phone: { dialCode: '+234', number: '8039876543' } })
      .expect(502);
    expect(res.body.code).toBe('PROVIDER_UNAVAILABLE');
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, user._id), eq(outboxMessages.channel, 'sms')));
    expect(row).toMatchObject({ status: 'failed', error: 'Twilio answered 401: Authenticate (code 20003)' });
    const codes = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, user._id), eq(otpCodes.purpose, 'phone-verify')));
    expect(codes).toHaveLength(0);
    // The send did not start the resend delay: asking again works once Twilio is back.
    twilio.answerWith({ status: 201, body: { sid: 'SM2' } });
    await agent.post('/api/users/send-phone-verification-code').send({}).expect(200);
  });

  it('when the sender delivers through a failing Twilio, then it records the failure and does not throw', async () => {
    twilio.answerWith({ status: 503, body: { message: 'Service Unavailable' } });
    const sender = createSmsSender({
      db: t.database.db,
      logger: createLogger('silent'),
      transport: createTwilioTransport({ accountSid: SID, authToken: TOKEN, from: FROM, apiUrl: twilio.url }),
    });
    const result = await sender.send({ to: '+2348030000001', text: 'hello', template: 'test' });
    expect(result.status).toBe('failed');
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, result.id));
    expect(row).toMatchObject({
      status: 'failed',
      provider: 'twilio',
      error: 'Twilio answered 503: Service Unavailable',
    });
  });
});
