import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import { smsTransportFor } from './sms-provider.ts';
import { createSmsSender } from './sms.ts';
import { startStandIn, type StandIn } from './sms-stand-in.test-support.ts';
import { createTermiiTransport } from './termii.ts';

const API_KEY = 'TLtermii-test-api-key';
const SENDER = 'FleetCare';

let termii: StandIn;
let t: TestApp;
beforeAll(async () => {
  termii = await startStandIn();
  const env = { SMS_PROVIDER: 'termii', TERMII_API_KEY: API_KEY, SMS_SENDER_ID: SENDER, TERMII_API_URL: termii.url };
  t = await createTestApp(env, { smsTransport: smsTransportFor(testConfig(env).sms) });
});
afterAll(async () => {
  await t.close();
  await termii.close();
});
beforeEach(() => {
  termii.received.length = 0;
  termii.answerWith({
    status: 200,
    body: { message_id: '9122821270554876574', message: 'Successfully Sent', balance: 9, user: 'FleetCare' },
  });
});

const transport = () => createTermiiTransport({ apiKey: API_KEY, senderId: SENDER, apiUrl: termii.url });

describe('Termii SMS transport', () => {
  it('when it sends, then it POSTs JSON to /api/sms/send on the DND channel and returns the message_id', async () => {
    const result = await transport().deliver({ to: '+2348031234567', text: 'FleetCare code: 123456.', template: 'x' });
    expect(result).toEqual({ messageId: '9122821270554876574' });
    const [request] = termii.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/sms/send');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(request?.body))).toEqual({
      to: '2348031234567',
      from: SENDER,
      sms: 'FleetCare code: 123456.',
      type: 'plain',
      channel: 'dnd',
      api_key: API_KEY,
    });
  });

  it('when Termii refuses, then deliver throws with its message', async () => {
    termii.answerWith({ status: 401, body: { message: 'Invalid API key' } });
    await expect(transport().deliver({ to: '+2348031234567', text: 'x', template: 'x' })).rejects.toThrow(
      'Termii answered 401: Invalid API key',
    );
  });

  it('when Termii answers 200 without a message_id, then deliver throws', async () => {
    termii.answerWith({ status: 200, body: { message: 'Insufficient balance' } });
    await expect(transport().deliver({ to: '+2348031234567', text: 'x', template: 'x' })).rejects.toThrow(
      'Termii answered without a message_id: Insufficient balance',
    );
  });

  it('when a transaction code is sent through the app, then Termii gets it and the outbox row is sent', async () => {
    const { agent, user } = await signUpAndSignIn(t, { phone: { dialCode: '+234', number: '08051112222' } });
    await agent.post('/api/users/send-phone-verification-code').send({}).expect(200);
    const sent = JSON.parse(String(termii.received[0]?.body)) as { to: string; sms: string };
    expect(sent.to).toBe('2348051112222');
    expect(sent.sms).toMatch(/^FleetCare code: \d{6}\./);
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, user._id), eq(outboxMessages.channel, 'sms')));
    expect(row).toMatchObject({ provider: 'termii', status: 'sent', providerMessageId: '9122821270554876574' });
  });

  it('when delivery fails, then the outbox row is failed and the sender does not throw', async () => {
    termii.answerWith({ status: 400, body: { message: 'Country inactive' } });
    const sender = createSmsSender({ db: t.database.db, logger: createLogger('silent'), transport: transport() });
    const result = await sender.send({ to: '+2348030000002', text: 'hello', template: 'test' });
    expect(result.status).toBe('failed');
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, result.id));
    expect(row).toMatchObject({ status: 'failed', provider: 'termii', error: 'Termii answered 400: Country inactive' });
  });
});
