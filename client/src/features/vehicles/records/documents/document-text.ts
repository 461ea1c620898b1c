import { daysBetween, type VehicleDocumentDto } from '@fleetcare/shared';
import type { TFunction } from 'i18next';
import { formatCalendarDate } from '../../../../lib/format.ts';

/** The paper's name: its title for "other", else the kind of paper in the user's language. */
export function documentName(t: TFunction, document: Pick<VehicleDocumentDto, 'type' | 'title'>): string {
  if (document.type === 'other' && document.title) return document.title;
  return t(`vehicle-records:documentTypes.${document.type}`);
}

/** "Expired on 3 Mar 2026 (2 days ago)", "Expires on 20 Mar 2026 (in 15 days)", "Valid until 1 Jan 2027". */
export function expiryText(
  t: TFunction,
  document: Pick<VehicleDocumentDto, 'expiresOn' | 'dueState'>,
  today: string,
  language: string | undefined,
): string {
  const date = formatCalendarDate(document.expiresOn, language);
  const days = daysBetween(today, document.expiresOn);
  if (document.dueState === 'overdue') return t('vehicle-records:documents.expired', { date, count: -days });
  if (document.dueState === 'due-soon') return t('vehicle-records:documents.expiresIn', { date, count: days });
  return t('vehicle-records:documents.validUntil', { date });
}
