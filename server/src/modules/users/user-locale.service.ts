import type { AppDeps } from '../../deps.ts';
import { localeOf, type Locale } from '../../lib/i18n.ts';
import { findLocalesOf, findUserById } from './users.repository.ts';

/** The language a user reads (their `locale`): what every text the server writes them is in. English if unknown. */
export async function userLocale(deps: Pick<AppDeps, 'db'>, userId: string): Promise<Locale> {
  return localeOf((await findUserById(deps.db, userId))?.locale);
}

/** The same for many users at once (a batch of notifications): one query. */
export async function userLocales(deps: Pick<AppDeps, 'db'>, userIds: string[]): Promise<Map<string, Locale>> {
  const ids = [...new Set(userIds)];
  const stored = await findLocalesOf(deps.db, ids);
  return new Map(ids.map((id) => [id, localeOf(stored.get(id))]));
}
