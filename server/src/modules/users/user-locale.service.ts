import type { AppDeps } from '../../deps.ts';
import { localeOf, type Locale } from '../../lib/i18n.ts';
import { findUserById } from './users.repository.ts';

/** The language a user reads (their `locale`): what every text the server writes them is in. English if unknown. */
export async function userLocale(deps: Pick<AppDeps, 'db'>, userId: string): Promise<Locale> {
  return localeOf((await findUserById(deps.db, userId))?.locale);
}
