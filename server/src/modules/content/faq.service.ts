import type { FaqTopicDto } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { toFaqTopicDto } from './content.mapper.ts';
import { listFaq, type FaqRow } from './faq.repository.ts';

/** Help articles grouped by topic, topics in the order of their first entry; every search word must match. */
export async function getFaq(deps: Pick<AppDeps, 'db'>, locale: string, search?: string): Promise<FaqTopicDto[]> {
  const rows = await listFaq(deps.db, locale, search);
  const topics = new Map<string, FaqRow[]>();
  for (const row of [...rows].sort((a, b) => a.sortOrder - b.sortOrder)) {
    topics.set(row.topic, [...(topics.get(row.topic) ?? []), row]);
  }
  return [...topics].map(([topic, entries]) => toFaqTopicDto(topic, entries));
}
