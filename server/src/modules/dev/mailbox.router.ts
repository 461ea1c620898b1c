import express, { type RequestHandler } from 'express';
import { defineApi, returns, returnsHtml } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { noStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { toMailboxItemDto, type MailboxItemDto } from './mailbox.mapper.ts';
import { findMailboxMessage, listMailbox } from './mailbox.service.ts';
import { MAILBOX_PATH, renderMailboxList, renderMailboxMessage, renderMailboxNotFound } from './mailbox.view.ts';

/** The mailbox's pages, outside /api: a developer tool, not part of the API the client calls. */
const mailboxPages = defineApi({
  json: { method: 'GET', path: `${MAILBOX_PATH}.json`, response: returns<MailboxItemDto[]>() },
  list: { method: 'GET', path: MAILBOX_PATH, response: returnsHtml() },
  message: { method: 'GET', path: `${MAILBOX_PATH}/:id`, response: returnsHtml() },
});

/** A developer tool: never cached, never indexed. */
const privatePage: RequestHandler = (_req, res, next) => {
  noStore(res);
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
  route(router, mailboxPages.json, privatePage, async (req) => {
    const rows = await listMailbox(deps, queryText(req.query.to));
    return { data: rows.map(toMailboxItemDto) };
  });

  route(router, mailboxPages.list, privatePage, async (req) => {
    const to = queryText(req.query.to)?.trim() || undefined;
    return { html: renderMailboxList(await listMailbox(deps, to), to) };
  });

  route(router, mailboxPages.message, privatePage, async (req) => {
    const row = await findMailboxMessage(deps, req.params.id);
    if (!row) return { html: renderMailboxNotFound(), status: 404 };
    return { html: renderMailboxMessage(row) };
  });

  return router;
}
