import { daysBetween, formatPlate, lagosToday, vehicleLabel } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { t, type Locale } from '../../../lib/i18n.ts';
import { notifyMany } from '../../notifications/index.ts';
import { claimDocumentReminders, EXPIRED_NOTICE, type ClaimedReminder } from './documents.repository.ts';
import { vehiclePath } from '../collaborators/collaborators.service.ts';
import { byLocale, vehicleAudience } from '../vehicles/vehicle-audience.repository.ts';

/** The paper by its name in the reader's language ("the insurance certificate"); an "other" by its own title. */
function paperName(locale: Locale, reminder: ClaimedReminder): string {
  if (reminder.type === 'other' && reminder.title) {
    return t(locale, 'notices:documents.titled', { title: reminder.title });
  }
  return t(locale, `notices:documents.types.${reminder.type}`);
}

function reminderText(locale: Locale, reminder: ClaimedReminder, vehicle: string, daysLeft: number): string {
  const values = { paper: paperName(locale, reminder), vehicle, expiresOn: reminder.expiresOn };
  if (daysLeft < 0) return t(locale, 'notices:documents.expired', values);
  const when =
    daysLeft === 0
      ? t(locale, 'notices:documents.when.today')
      : daysLeft === 1
        ? t(locale, 'notices:documents.when.tomorrow')
        : t(locale, 'notices:documents.when.inDays', { days: daysLeft });
  return t(locale, 'notices:documents.expires', { ...values, when });
}

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
  })} (${formatPlate(reminder.plateNumber)})`;
  const daysLeft = reminder.threshold === EXPIRED_NOTICE ? -1 : daysBetween(today, reminder.expiresOn);
  const audience = await vehicleAudience(deps.db, reminder.vehicleId, { editorsOnly: false });
  for (const [locale, userIds] of byLocale(audience)) {
    await notifyMany(deps, userIds, {
      kind: 'plain',
      category: 'fleet',
      message: reminderText(locale, reminder, name, daysLeft),
      actionPath: vehiclePath(reminder.vehicleId),
    });
  }
}
