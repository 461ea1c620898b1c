import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { latestMessage, randomIp, signupBody, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMailer } from './email.ts';
import { createSmtpTransport } from './smtp.ts';

interface Received {
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

/** A local SMTP server (the real protocol) that refuses recipients whose address starts with "refused". */
let smtp: SMTPServer;
let smtpUrl: string;
let received: Received[] = [];
let t: TestApp;

const FROM = 'FleetCare <no-reply@fleetcare.test>';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address.startsWith('refused')) {
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : undefined,
          rcptTo: rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({ SMTP_URL: smtpUrl, EMAIL_FROM: FROM }, { emailTransport: createSmtpTransport(smtpUrl) });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

/** Decodes a quoted-printable MIME part (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of the part of a multipart message with this content type. */
function partOf(raw: string, contentType: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const part = raw.split(`--${boundary}`).find((section) => section.includes(`Content-Type: ${contentType}`));
  if (!part) throw new Error(`no ${contentType} part`);
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').trim();
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(content);
  return content;
}

async function outboxRow(id: string) {
  const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error('no outbox row');
  return row;
}

describe('SMTP transport', () => {
  it('when the server accepts, then the message arrives with subject, from, to, HTML and text parts and the outbox row is sent', async () => {
    const to = uniqueEmail('smtp');
    const result = await t.deps.mailer.send({
      to,
      subject: 'Your booking is confirmed',
      html: '<p>Hello <strong>Amaka</strong>, your mechanic arrives at 10:00 — ₦12,500.</p>',
      text: 'Hello Amaka, your mechanic arrives at 10:00 — ₦12,500.',
      template: 'booking-confirmed',
    });
    expect(result.status).toBe('sent');

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.mailFrom).toBe('no-reply@fleetcare.test');
    expect(mail?.rcptTo).toEqual([to]);
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/^Subject: Your booking is confirmed\r?$/m);
    expect(raw).toMatch(/^From: FleetCare <no-reply@fleetcare\.test>\r?$/m);
    expect(raw).toMatch(new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
    expect(raw).toMatch(/^X-FleetCare-Template: booking-confirmed\r?$/im);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(partOf(raw, 'text/plain')).toBe('Hello Amaka, your mechanic arrives at 10:00 — ₦12,500.');
    expect(partOf(raw, 'text/html')).toBe(
      '<p>Hello <strong>Amaka</strong>, your mechanic arrives at 10:00 — ₦12,500.</p>',
    );

    const row = await outboxRow(result.id);
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', recipient: to, error: null });
    expect(row.providerMessageId).toMatch(/^<.+@.+>$/);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('when a sign-up sends its confirmation, then the real e-mail goes out by SMTP with its link', async () => {
    const body = signupBody();
    await request(t.app).post('/api/users/signup').set('X-Forwarded-For', randomIp()).send(body).expect(201);
    const row = await latestMessage(t, String(body.email), 'verify-email');
    expect(row.status).toBe('sent');
    expect(received).toHaveLength(1);
    const raw = received[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: Confirm your email address for FleetCare\r?$/m);
    const link = /http:\/\/localhost:3000\/status\/confirm-email\?token=[\w-]+/;
    expect(partOf(raw, 'text/plain')).toMatch(link);
    expect(partOf(raw, 'text/html')).toMatch(link);
  });

  it('when the server refuses the recipient, then the row is failed with the reason and the caller carries on', async () => {
    const to = uniqueEmail('refused');
    const result = await t.deps.mailer.send({ to, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', template: 'test' });
    expect(result.status).toBe('failed');
    expect(received).toHaveLength(0);
    const row = await outboxRow(result.id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/550|Mailbox unavailable/);
    expect(row.sentAt).toBeNull();

    // Through the API too: the sign-up succeeds; the e-mail can be asked for again.
    const body = signupBody({ email: uniqueEmail('refused') });
    await request(t.app).post('/api/users/signup').set('X-Forwarded-For', randomIp()).send(body).expect(201);
    expect((await latestMessage(t, String(body.email), 'verify-email')).status).toBe('failed');
  });

  it('when a batch is sent with sendMany, then every e-mail is recorded, each delivered or failed on its own, in order', async () => {
    const mailer = createMailer({
      db: t.database.db,
      logger: t.deps.logger,
      from: FROM,
      transport: createSmtpTransport(smtpUrl),
    });
    const recipients = [uniqueEmail('batch-a'), uniqueEmail('refused-batch'), uniqueEmail('batch-b')];
    const results = await mailer.sendMany(
      recipients.map((to, index) => ({ to, subject: `Batch ${index}`, html: '<p>x</p>', text: 'x', template: 'test' })),
    );
    expect(results.map((result) => result.status)).toEqual(['sent', 'failed', 'sent']);
    const rows = await Promise.all(results.map((result) => outboxRow(result.id)));
    expect(rows.map((row) => [row.recipient, row.subject, row.status])).toEqual([
      [recipients[0], 'Batch 0', 'sent'],
      [recipients[1], 'Batch 1', 'failed'],
      [recipients[2], 'Batch 2', 'sent'],
    ]);
    expect(received.flatMap((mail) => mail.rcptTo).sort()).toEqual([recipients[0], recipients[2]].sort());
    expect(await mailer.sendMany([])).toEqual([]);
  });

  it('when the server cannot be reached, then the row is failed and the caller carries on', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const mailer = createMailer({
      db: t.database.db,
      logger: t.deps.logger,
      from: FROM,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    });
    const result = await mailer.send({ to: uniqueEmail(), subject: 'x', html: 'x', text: 'x', template: 'test' });
    expect(result.status).toBe('failed');
    expect((await outboxRow(result.id)).error).toMatch(/ECONNREFUSED/);
  });
});
