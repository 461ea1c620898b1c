import express, { type RequestHandler, type Response } from 'express';
import type { AppDeps } from '../../deps.ts';
import { sendData } from '../../lib/http/respond.ts';
import { toMailboxItemDto } from './mailbox.mapper.ts';
import { findMailboxMessage, listMailbox } from './mailbox.service.ts';
import { MAILBOX_PATH, renderMailboxList, renderMailboxMessage, renderMailboxNotFound } from './mailbox.view.ts';

function sendHtml(res: Response, html: string, status = 200) {
  res.status(status).type('html').send(html);
}

/** A developer tool: never cached, never indexed. */
const privatePage: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
};

function queryText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * /dev/mailbox: the outbox (every e-mail and SMS) as pages to read and click through, and as JSON for tests.
 * Mounted outside /api and only outside production (see app.ts).
 */
export function mailboxRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(`${MAILBOX_PATH}.json`, privatePage, async (req, res) => {
    const rows = await listMailbox(deps, queryText(req.query.to));
    sendData(res, rows.map(toMailboxItemDto));
  });

  router.get(MAILBOX_PATH, privatePage, async (req, res) => {
    const to = queryText(req.query.to)?.trim() || undefined;
    sendHtml(res, renderMailboxList(await listMailbox(deps, to), to));
  });

  router.get(`${MAILBOX_PATH}/:id`, privatePage, async (req, res) => {
    const row = await findMailboxMessage(deps, String(req.params.id));
    if (!row) return sendHtml(res, renderMailboxNotFound(), 404);
    sendHtml(res, renderMailboxMessage(row));
  });

  return router;
}
