import { daysBetween, lagosToday, vehicleLabel, type DocumentType } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { notifyMany } from '../../notifications/index.ts';
import { claimDocumentReminders, EXPIRED_NOTICE, type ClaimedReminder } from './documents.repository.ts';
import { vehiclePath } from '../collaborators/collaborators.service.ts';
import { byLocale, vehicleAudience } from '../vehicles/vehicle-audience.repository.ts';

type Locale = 'en' | 'nb';

const typeNames: Record<Locale, Record<DocumentType, string>> = {
  en: {
    'vehicle-licence': 'vehicle licence',
    roadworthiness: 'roadworthiness certificate',
    insurance: 'insurance certificate',
    'hackney-permit': 'hackney permit',
    'proof-of-ownership': 'proof of ownership',
    other: 'document',
  },
  nb: {
    'vehicle-licence': 'kjøretøylisensen',
    roadworthiness: 'kjøretøygodkjenningen',
    insurance: 'forsikringsbeviset',
    'hackney-permit': 'løyvet',
    'proof-of-ownership': 'eierbeviset',
    other: 'dokumentet',
  },
};

function paperName(locale: Locale, reminder: ClaimedReminder): string {
  if (reminder.type === 'other' && reminder.title) return `"${reminder.title}"`;
  return typeNames[locale][reminder.type];
}

const texts = {
  en: (paper: string, vehicle: string, expiresOn: string, daysLeft: number) => {
    if (daysLeft < 0) return `The ${paper} of ${vehicle} expired on ${expiresOn}. Renew it and upload the new one.`;
    const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
    return `The ${paper} of ${vehicle} expires ${when} (${expiresOn}). Renew it in time.`;
  },
  nb: (paper: string, vehicle: string, expiresOn: string, daysLeft: number) => {
    if (daysLeft < 0)
      return `${capitalise(paper)} for ${vehicle} gikk ut ${expiresOn}. Forny og last opp det nye dokumentet.`;
    const when = daysLeft === 0 ? 'i dag' : daysLeft === 1 ? 'i morgen' : `om ${daysLeft} dager`;
    return `${capitalise(paper)} for ${vehicle} går ut ${when} (${expiresOn}). Forny i tide.`;
  },
} as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ReminderSweepResult {
  reminded: number;
}

/**
 * The hourly document-reminder sweep (registered in server/src/jobs, run under an advisory lock). Each paper of a
 * non-archived vehicle is reminded about once per threshold: 30, 7 and 1 day before it expires (only the smallest
 * threshold reached is sent, so a paper added 5 days before its expiry gets the 7-day reminder alone), and once
 * more when it has expired (the day after its expiry date, while the expiry is at most 30 days old; older papers
 * are records). The reminder is claimed in the database before it is sent, so two sweeps never send it twice;
 * renewing the paper (a later expiry date) starts its reminders again. The owner and every collaborator hear it.
 */
export async function sendDocumentReminders(deps: AppDeps): Promise<ReminderSweepResult> {
  const today = lagosToday(deps.now());
  const claimed = await claimDocumentReminders(deps.db, today);
  for (const reminder of claimed) {
    try {
      await remind(deps, reminder, today);
    } catch (error) {
      deps.logger.error({ err: error, documentId: reminder.id }, 'could not send a document reminder');
    }
  }
  return { reminded: claimed.length };
}

async function remind(deps: AppDeps, reminder: ClaimedReminder, today: string): Promise<void> {
  const name = `${vehicleLabel({
    fullVIN: reminder.vin,
    category: reminder.category,
    vehicleBrand: reminder.brand,
    vehicleModel: reminder.model,
    vehicleYear: reminder.year,
  })} (${reminder.plateNumber})`;
  const daysLeft = reminder.threshold === EXPIRED_NOTICE ? -1 : daysBetween(today, reminder.expiresOn);
  const audience = await vehicleAudience(deps.db, reminder.vehicleId, { editorsOnly: false });
  for (const [locale, userIds] of byLocale(audience)) {
    await notifyMany(deps, userIds, {
      kind: 'plain',
      category: 'fleet',
      message: texts[locale](paperName(locale, reminder), name, reminder.expiresOn, daysLeft),
      actionPath: vehiclePath(reminder.vehicleId),
    });
  }
}
