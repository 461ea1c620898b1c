import express from 'express';
import { describe, expect, it } from 'vitest';
import { deliverWebhooksToApp } from './in-process-delivery.ts';

function receiver(status = 200) {
  const app = express();
  const received: { body: Buffer; signature: string | undefined; type: string | undefined }[] = [];
  app.post('/api/payments/webhook', express.raw({ type: 'application/json' }), (req, res) => {
    received.push({
      body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      signature: req.get('x-paystack-signature'),
      type: req.get('content-type'),
    });
    res.status(status).json({ success: status < 300 });
  });
  return { app, received };
}

describe('in-process webhook delivery (tests)', () => {
  it('when a webhook is delivered, then the app receives the exact raw bytes with the signature header', async () => {
    const { app, received } = receiver();
    const rawBody = Buffer.from('{"event":"charge.success","data":{"reference":"FC-ŋ","amount":100}}');
    await deliverWebhooksToApp(() => app)(rawBody, 'abc123');
    expect(received).toHaveLength(1);
    expect(received[0]?.body.equals(rawBody)).toBe(true);
    expect(received[0]?.signature).toBe('abc123');
    expect(received[0]?.type).toMatch(/^application\/json/);
  });

  it('when the app refuses the webhook or is not built yet, then the delivery throws (so the sandbox retries)', async () => {
    const { app } = receiver(401);
    await expect(deliverWebhooksToApp(() => app)(Buffer.from('{}'), 'x')).rejects.toThrow(/401/);
    await expect(deliverWebhooksToApp(() => undefined)(Buffer.from('{}'), 'x')).rejects.toThrow(/not built/);
  });
});
