import type { Response } from 'express';
import type { Page, SuccessEnvelope } from '@fleetcare/shared';

/** Sends the success envelope. Every router answers through this (or sendPage). */
export function sendData<T>(res: Response, data: T, options: { status?: number; message?: string } = {}): void {
  const body: SuccessEnvelope<T> = { success: true, data };
  if (options.message) body.message = options.message;
  res.status(options.status ?? 200).json(body);
}

export function sendPage<T>(res: Response, page: Page<T>, options: { message?: string } = {}): void {
  sendData(res, page, options);
}
