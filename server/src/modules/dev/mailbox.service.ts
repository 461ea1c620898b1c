import type { AppDeps } from '../../deps.ts';
import { findOutboxMessage, listOutboxMessages, type OutboxRow } from '../../adapters/outbox/outbox.repository.ts';

/** How many messages the mailbox lists: the newest. */
export const MAILBOX_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The recipient as the outbox stores it: e-mail addresses in lower case, phone numbers in E.164. A `+` typed
 * in a query string arrives as a space, so a number of digits alone gets its `+` back.
 */
export function normaliseRecipient(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\+?\d{6,15}$/.test(trimmed)) return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  return trimmed.toLowerCase();
}

/** The newest outbox messages, optionally to one recipient. */
export function listMailbox(deps: Pick<AppDeps, 'db'>, to: string | undefined): Promise<OutboxRow[]> {
  const recipient = normaliseRecipient(to);
  return listOutboxMessages(deps.db, { limit: MAILBOX_LIMIT, ...(recipient ? { recipient } : {}) });
}

/** One message, or undefined when the id is unknown (or not an id at all). */
export async function findMailboxMessage(deps: Pick<AppDeps, 'db'>, id: string): Promise<OutboxRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return findOutboxMessage(deps.db, id);
}
