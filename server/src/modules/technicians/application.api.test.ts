import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant, LAGOS_TIME_ZONE, technicianStatuses, type TechnicianStatus } from '@fleetcare/shared';
import { notifications, technicianApplicationEvents, technicianProfiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { t as text } from '../../lib/i18n.ts';
import { uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  applicationTransitionNames,
  applicationTransitions,
  canTransition,
  type ApplicationActor,
  type ApplicationTransitionName,
} from './application-machine.ts';
import { notifyApplicationChange, transitionApplication, type ApplicationNotice } from './application.service.ts';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = await person(['admin', 'customer']);
});
afterAll(() => t.close());

async function person(roles: string[], locale: 'en' | 'nb' = 'en'): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('tech'), firstName: 'Chinedu', lastName: 'Okeke', roles, locale })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

/** A technician whose application stands in `status` (approved ones on duty, with changes waiting for review). */
async function technicianIn(status: TechnicianStatus, locale: 'en' | 'nb' = 'en'): Promise<string> {
  const userId = await person(['customer', 'technician'], locale);
  await t.database.db.insert(technicianProfiles).values({
    userId,
    status,
    onDuty: status === 'approved',
    changesUnderReview: status === 'approved',
    changesSubmittedAt: status === 'approved' ? new Date() : null,
  });
  return userId;
}

const profileOf = async (userId: string) =>
  (await t.database.db.select().from(technicianProfiles).where(eq(technicianProfiles.userId, userId)))[0];
const eventsOf = (userId: string) =>
  t.database.db.select().from(technicianApplicationEvents).where(eq(technicianApplicationEvents.userId, userId));

const transition = (userId: string, name: ApplicationTransitionName, actor: ApplicationActor, message?: string) =>
  t.database.db.transaction((tx) =>
    transitionApplication(tx, t.deps, {
      userId,
      name,
      actor,
      message,
      adminId: actor === 'admin' ? adminId : null,
      now: t.deps.now(),
    }),
  );

const actors: ApplicationActor[] = ['applicant', 'admin', 'system'];
const cases = applicationTransitionNames.flatMap((name) =>
  technicianStatuses.flatMap((status) => actors.map((actor) => ({ name, status, actor }))),
);

describe('transitionApplication: every (transition, status, actor) of the process', () => {
  it.each(cases)('$name from $status by $actor', async ({ name, status, actor }) => {
    const userId = await technicianIn(status);
    const before = await profileOf(userId);
    const allowed = canTransition(name, status, actor);
    const call = transition(userId, name, actor, 'A reason the applicant reads.');
    if (!allowed) {
      await expect(call).rejects.toMatchObject({ code: 'TECHNICIAN_STATUS_CONFLICT', status: 409, detail: status });
      expect(await profileOf(userId)).toEqual(before);
      expect(await eventsOf(userId)).toEqual([]);
      return;
    }
    const to = applicationTransitions[name].to;
    const result = await call;
    expect(result).toMatchObject({ before: status, after: to });
    expect(result.changes.status).toEqual(status === to ? undefined : { before: status, after: to });
    const after = await profileOf(userId);
    expect(after?.status).toBe(to);
    const events = await eventsOf(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      status: to,
      adminId: actor === 'admin' ? adminId : null,
      message: actor === 'applicant' ? null : 'A reason the applicant reads.',
    });
  });
});

describe('transitionApplication: what each step writes', () => {
  it('when submitted, then submittedAt is set and the previous round is cleared', async () => {
    const userId = await technicianIn('changes-requested');
    await t.database.db
      .update(technicianProfiles)
      .set({ decisionMessage: 'Upload a clearer ID', decidedAt: new Date() })
      .where(eq(technicianProfiles.userId, userId));
    const result = await transition(userId, 'submit', 'applicant');
    expect(result.profile).toMatchObject({ status: 'pending', decisionMessage: null, decidedAt: null });
    expect(result.profile.submittedAt).toBeInstanceOf(Date);
    expect(Object.keys(result.changes).sort()).toEqual(['decidedAt', 'decisionMessage', 'status', 'submittedAt']);
  });

  it('when an admin starts the review, then who and when are recorded', async () => {
    const userId = await technicianIn('pending');
    const result = await transition(userId, 'start-review', 'admin');
    expect(result.profile).toMatchObject({ status: 'in-review', reviewedBy: adminId });
    expect(result.profile.reviewStartedAt).toBeInstanceOf(Date);
  });

  it('when rejected, then the reason is kept and the applicant may re-apply 30 days later', async () => {
    const userId = await technicianIn('in-review');
    const now = t.deps.now();
    const result = await t.database.db.transaction((tx) =>
      transitionApplication(tx, t.deps, {
        userId,
        name: 'reject',
        actor: 'admin',
        message: ' No trade test. ',
        adminId,
        now,
      }),
    );
    expect(result.profile).toMatchObject({ status: 'rejected', decisionMessage: 'No trade test.', decidedAt: now });
    expect(result.profile.reapplyAfter?.getTime()).toBe(now.getTime() + 30 * 86_400_000);
    expect(result.changes.reapplyAfter).toEqual({ before: null, after: result.profile.reapplyAfter });
  });

  it('when approved, then waiting changes are cleared; when suspended, then the technician goes off duty', async () => {
    const userId = await technicianIn('pending');
    await t.database.db
      .update(technicianProfiles)
      .set({ changesUnderReview: true, changesSubmittedAt: new Date() })
      .where(eq(technicianProfiles.userId, userId));
    const approved = await transition(userId, 'approve', 'admin');
    expect(approved.profile).toMatchObject({ changesUnderReview: false, changesSubmittedAt: null });
    await t.database.db.update(technicianProfiles).set({ onDuty: true }).where(eq(technicianProfiles.userId, userId));
    const suspended = await transition(userId, 'suspend', 'admin', 'Customer complaints');
    expect(suspended.profile).toMatchObject({
      status: 'suspended',
      onDuty: false,
      decisionMessage: 'Customer complaints',
    });
    expect(suspended.changes.onDuty).toEqual({ before: true, after: false });
  });

  it('when changes are accepted, then the approved technician leaves the queue and keeps working', async () => {
    const userId = await technicianIn('approved');
    const result = await transition(userId, 'accept-changes', 'admin');
    expect(result.profile).toMatchObject({ status: 'approved', onDuty: true, changesUnderReview: false });
    expect(result.notice).toBe('changes-accepted');
    await expect(transition(userId, 'accept-changes', 'admin')).rejects.toMatchObject({
      code: 'TECHNICIAN_STATUS_CONFLICT',
    });
  });

  it.each(['reject', 'request-changes', 'suspend', 'deactivate'] as const)(
    'when %s comes without a message, then 400 and nothing changes',
    async (name) => {
      const status = applicationTransitions[name].from[0];
      const userId = await technicianIn(status);
      const before = await profileOf(userId);
      const error: unknown = await transition(userId, name, 'admin', '   ').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await profileOf(userId)).toEqual(before);
      expect(await eventsOf(userId)).toEqual([]);
    },
  );

  it('when the account has no application, then 404', async () => {
    const userId = await person(['customer']);
    await expect(transition(userId, 'approve', 'admin')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('notifyApplicationChange', () => {
  const latestNotice = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(1)
    )[0];

  const notices: ApplicationNotice[] = [
    'pending',
    'in-review',
    'approved',
    'rejected',
    'changes-requested',
    'suspended',
    'deactivated',
    'reinstated',
    'changes-accepted',
  ];

  it.each(notices.flatMap((notice) => (['en', 'nb'] as const).map((locale) => ({ notice, locale }))))(
    'when the application is $notice, then a $locale reader is told in $locale with a link to the status page',
    async ({ notice, locale }) => {
      const userId = await technicianIn('in-review', locale);
      await notifyApplicationChange(t.deps, userId, notice, 'Upload a clearer photo of your ID.');
      const row = await latestNotice(userId);
      expect(row).toMatchObject({
        category: 'account',
        actionPath: '/technician/technician-registration/application-status',
      });
      const reasoned = ['rejected', 'changes-requested', 'suspended', 'deactivated'].includes(notice);
      if (reasoned) expect(row?.message).toContain('Upload a clearer photo of your ID.');
      const key = `notices:technicians.${notice}`;
      const opening = text(locale, key, { reason: '§', date: '§' }).split(/[«"§]/)[0] ?? '';
      expect(opening.length).toBeGreaterThan(10);
      expect(row?.message.startsWith(opening)).toBe(true);
    },
  );

  it('when rejected, then the Norwegian notice gives the reason and the day to apply again', async () => {
    const userId = await technicianIn('in-review', 'nb');
    const result = await transition(userId, 'reject', 'admin', 'Mangler fagbrev');
    await notifyApplicationChange(t.deps, userId, result.notice, 'Mangler fagbrev');
    const date = formatInstant(result.profile.reapplyAfter ?? new Date(), 'nb', {
      style: 'longDate',
      timeZone: LAGOS_TIME_ZONE,
    });
    expect((await latestNotice(userId))?.message).toBe(
      `Søknaden din som mekaniker ble ikke godkjent. Begrunnelse: «Mangler fagbrev». Du kan søke igjen fra ${date}.`,
    );
  });
});
