import type { Response } from 'express';
import type { SuccessEnvelope } from '@fleetcare/shared';

/**
 * Sends the success envelope. The route binder (route.ts) answers every JSON call through this, with the data its
 * handler returned.
 */
export function sendData<T>(res: Response, data: T, options: { status?: number; message?: string } = {}): void {
  const body: SuccessEnvelope<T> = { success: true, data };
  if (options.message) body.message = options.message;
  res.status(options.status ?? 200).json(body);
}
