import { eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import * as yup from 'yup';
import {
  credentialKinds,
  languageLevels,
  NIGERIAN_STATE_NAMES,
  referenceRelationships,
  technicianLanguages,
  technicianStatuses,
  technicianTrades,
  weekdays,
  type AdminRow,
  type TechnicianStatus,
} from '@fleetcare/shared';
import {
  bankAccounts,
  serviceTypes,
  technicianApplicationEvents,
  technicianCredentials,
  technicianProfiles,
  technicianReferences,
  users,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import {
  defineAdminAction,
  defineAdminResource,
  type AdminActionSpec,
  type AdminContribution,
  type AdminCounterSpec,
} from '../../admin/index.ts';
import { addAccountRole } from '../../users/index.ts';
import { applicationTransitions, canTransition, type ApplicationTransitionName } from '../application-machine.ts';
import { notifyApplicationChange, transitionApplication } from '../application.service.ts';
import { lockProfile } from '../profiles.repository.ts';

/*
 * The review of technician applications in the admin panel: the queue (submitted applications, the longest waiting
 * first), each application whole (profile, identity, papers as short-lived links, references' answers, history),
 * and the admin's steps of the application's process (application-machine.ts), each offered only where the
 * process allows it, audited, and told to the applicant once committed. An admin who may review and opens a
 * pending application puts it in review. Drafts that were never submitted are the applicant's own and are not here.
 */

const REVIEW = 'technicians:review';

/** Statuses the queue waits on; an approved technician's later changes wait too. */
const WAITING: readonly TechnicianStatus[] = ['pending', 'in-review'];

/** Since when the application has waited for an admin: submitted, or its changes sent; null when it waits for none. */
const waitingSince = sql<Date | null>`case
  when ${technicianProfiles.status} in ('pending', 'in-review') then ${technicianProfiles.submittedAt}
  when ${technicianProfiles.status} = 'approved' and ${technicianProfiles.changesUnderReview}
    then ${technicianProfiles.changesSubmittedAt}
end`;

/** A language with its level, as one option ("yoruba:native"). */
export const languageWithLevelOptions = technicianLanguages.flatMap((code) =>
  languageLevels.map((level) => `${code}:${level}`),
);

/** A reference's answer as the review reads it: waiting, confirmed or denied, or expired unanswered. */
export const referenceStates = ['waiting', 'confirmed', 'denied', 'expired'] as const;

const submittedOnly = ne(technicianProfiles.status, 'incomplete');
/** The statuses a submitted application can be in (a draft is not here, and no history event enters it). */
const submittedStatuses = technicianStatuses.filter((status) => status !== 'incomplete');
const fullName = sql<string>`trim(concat(${users.firstName}, ' ', ${users.lastName}))`;
const phoneOf = (dialCode: AnyColumn, number: AnyColumn) =>
  sql<string | null>`case when ${number} is null then null else concat(${dialCode}, ${number}) end`;

function recordIdOf(recordId: string | null): string {
  if (!recordId) throw new AppError('NOT_FOUND');
  return recordId;
}

/**
 * An admin's step of the application's process as an action: offered where the process allows it from the
 * record's status, a reason where the step needs a message (it is what the applicant reads), the step taken under
 * the profile's lock (409 TECHNICIAN_STATUS_CONFLICT naming the status when it no longer applies), and the
 * applicant told once it has committed. Approving also gives the account the technician role.
 */
function stepAction(name: ApplicationTransitionName, danger = false): AdminActionSpec {
  const transition = applicationTransitions[name];
  return defineAdminAction({
    name,
    scope: 'record',
    privilege: REVIEW,
    reasonRequired: transition.messageRequired,
    danger,
    fields: [],
    schema: yup.object({}),
    appliesTo: (record) =>
      canTransition(name, record.status as TechnicianStatus, 'admin') &&
      (name !== 'accept-changes' || record.changesUnderReview === true),
    async run({ deps, tx, admin, recordId, reason }) {
      const userId = recordIdOf(recordId);
      const step = await transitionApplication(tx, deps, {
        userId,
        name,
        actor: 'admin',
        message: reason,
        adminId: admin.id,
        now: deps.now(),
      });
      if (name === 'approve') await addAccountRole(tx, userId, 'technician');
      return {
        recordId: userId,
        changes: step.changes,
        afterCommit: () => notifyApplicationChange(deps, userId, step.notice, reason),
      };
    },
  });
}

export const technicianApplicationsResource = defineAdminResource({
  name: 'technician-applications',
  group: 'people',
  privilege: 'technicians:read',
  table: technicianProfiles,
  joins: [{ table: users, on: eq(users.id, technicianProfiles.userId), type: 'inner' }],
  where: submittedOnly,
  id: technicianProfiles.userId,
  personalData: true,
  titleField: 'name',
  defaultSort: { field: 'waitingSince', order: 'asc' },
  fields: [
    { key: 'name', type: 'text', sql: fullName, list: true, search: 'contains' },
    {
      key: 'status',
      type: 'enum',
      sql: technicianProfiles.status,
      options: submittedStatuses,
      list: true,
      filter: 'in',
    },
    {
      key: 'waitingSince',
      type: 'datetime',
      sql: waitingSince,
      list: true,
      sortable: true,
      // The queue: the longest waiting first, then the applications that wait for no one.
      sortSql: sql`coalesce(${waitingSince}, 'infinity'::timestamptz)`,
    },
    { key: 'changesUnderReview', type: 'boolean', sql: technicianProfiles.changesUnderReview, filter: 'equals' },
    {
      key: 'trades',
      type: 'tags',
      sql: sql<string[]>`array(select jsonb_array_elements_text(${technicianProfiles.trades}))`,
      options: technicianTrades,
      list: true,
      filter: 'in',
    },
    {
      key: 'baseState',
      type: 'enum',
      sql: technicianProfiles.state,
      options: NIGERIAN_STATE_NAMES,
      list: true,
      filter: 'equals',
    },
    {
      key: 'referencesConfirmed',
      type: 'integer',
      sql: sql<number>`(select count(*) from ${technicianReferences}
        where ${technicianReferences.userId} = ${technicianProfiles.userId}
          and ${technicianReferences.answer} = 'confirmed')`,
      list: true,
    },
    { key: 'email', type: 'email', sql: users.email, search: 'prefix' },
    { key: 'phone', type: 'phone', sql: phoneOf(users.phoneDialCode, users.phoneNumber), search: 'contains' },
    { key: 'account', type: 'id', sql: technicianProfiles.userId, ref: 'users' },
    { key: 'photo', type: 'file', sql: users.avatarKey },
    { key: 'dateOfBirth', type: 'text', sql: technicianProfiles.dateOfBirth },
    // The full NIN, checked against the ID document; only the record page reads it, and each read is audited.
    { key: 'nin', type: 'text', sql: technicianProfiles.nin, recordOnly: true },
    { key: 'bio', type: 'text', sql: technicianProfiles.bio },
    {
      key: 'services',
      type: 'tags',
      // The catalogue's English names, in the applicant's order (a slug the catalogue no longer has as it is).
      sql: sql<string[]>`array(
        select coalesce(${serviceTypes.texts} -> 'en' ->> 'name', picked.slug)
        from jsonb_array_elements_text(${technicianProfiles.services}) with ordinality as picked(slug, position)
        left join ${serviceTypes} on ${serviceTypes.slug} = picked.slug
        order by picked.position)`,
    },
    { key: 'yearsExperience', type: 'integer', sql: technicianProfiles.yearsExperience },
    {
      key: 'languages',
      type: 'tags',
      sql: sql<string[]>`array(select (spoken ->> 'code') || ':' || (spoken ->> 'level')
        from jsonb_array_elements(${technicianProfiles.languages}) as spoken)`,
      options: languageWithLevelOptions,
    },
    { key: 'baseAddress', type: 'text', sql: technicianProfiles.addressLine },
    { key: 'baseLandmark', type: 'text', sql: technicianProfiles.landmark },
    { key: 'baseTown', type: 'text', sql: technicianProfiles.town },
    { key: 'baseLga', type: 'text', sql: technicianProfiles.lga },
    {
      key: 'basePoint',
      type: 'text',
      sql: sql<string | null>`case when ${technicianProfiles.lat} is null then null
        else concat(${technicianProfiles.lat}::text, ', ', ${technicianProfiles.lng}::text) end`,
    },
    { key: 'radiusKm', type: 'integer', sql: technicianProfiles.radiusKm },
    {
      key: 'workingDays',
      type: 'tags',
      sql: sql<
        string[]
      >`array(select day ->> 'day' from jsonb_array_elements(${technicianProfiles.workingDays}) as day)`,
      options: weekdays,
    },
    {
      key: 'workingHours',
      type: 'text',
      sql: sql<string | null>`(select string_agg(distinct (day ->> 'from') || '–' || (day ->> 'to'), ', ')
        from jsonb_array_elements(${technicianProfiles.workingDays}) as day)`,
    },
    {
      key: 'bankAccounts',
      type: 'integer',
      sql: sql<number>`(select count(*) from ${bankAccounts}
        where ${bankAccounts.userId} = ${technicianProfiles.userId} and ${bankAccounts.deletedAt} is null)`,
    },
    { key: 'onDuty', type: 'boolean', sql: technicianProfiles.onDuty },
    {
      key: 'submittedAt',
      type: 'datetime',
      sql: technicianProfiles.submittedAt,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'reviewStartedAt', type: 'datetime', sql: technicianProfiles.reviewStartedAt },
    { key: 'reviewedBy', type: 'id', sql: technicianProfiles.reviewedBy, ref: 'users' },
    { key: 'decidedAt', type: 'datetime', sql: technicianProfiles.decidedAt, sortable: true },
    { key: 'decisionMessage', type: 'text', sql: technicianProfiles.decisionMessage },
    { key: 'reapplyAfter', type: 'datetime', sql: technicianProfiles.reapplyAfter },
    { key: 'changesSubmittedAt', type: 'datetime', sql: technicianProfiles.changesSubmittedAt },
    { key: 'startedAt', type: 'datetime', sql: technicianProfiles.createdAt },
  ],
  related: [
    { relation: 'credentials', resource: 'technician-credentials', field: 'userId' },
    { relation: 'references', resource: 'technician-references', field: 'userId' },
    { relation: 'history', resource: 'technician-application-events', field: 'userId' },
    { relation: 'bank-accounts', resource: 'bank-accounts', field: 'userId' },
  ],
  actions: [
    stepAction('approve'),
    stepAction('request-changes'),
    stepAction('reject', true),
    stepAction('accept-changes'),
    stepAction('suspend', true),
    stepAction('deactivate', true),
    stepAction('reinstate'),
  ],
  onRecordRead: {
    action: 'start-review',
    privilege: REVIEW,
    appliesTo: (record: AdminRow) => record.status === 'pending',
    // Once per submission: an application sent again after changes is opened into review again.
    key: (record: AdminRow) => `${record._id}:${String(record.submittedAt)}`,
    /** A pending application an admin who may review opens is in review from then on; the applicant is told. */
    async run({ deps, tx, admin, recordId }) {
      const profile = await lockProfile(tx, recordId);
      if (!profile || profile.status !== 'pending') return null;
      const step = await transitionApplication(tx, deps, {
        userId: recordId,
        name: 'start-review',
        actor: 'admin',
        adminId: admin.id,
        now: deps.now(),
      });
      return {
        recordId,
        changes: step.changes,
        afterCommit: () => notifyApplicationChange(deps, recordId, step.notice, null),
      };
    },
  },
});

/** The submitted applications' joins: the profile (one per account) and the account. */
const ofSubmitted = (userId: AnyColumn) => [
  { table: technicianProfiles, on: eq(technicianProfiles.userId, userId), type: 'inner' as const },
  { table: users, on: eq(users.id, userId), type: 'inner' as const },
];

/** The applicants' papers: each opens through a link that works for ten minutes. */
export const technicianCredentialsResource = defineAdminResource({
  name: 'technician-credentials',
  group: 'records',
  privilege: 'technicians:read',
  table: technicianCredentials,
  joins: ofSubmitted(technicianCredentials.userId),
  where: submittedOnly,
  id: technicianCredentials.id,
  personalData: true,
  titleField: 'title',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'title', type: 'text', sql: technicianCredentials.title, list: true, search: 'contains' },
    { key: 'kind', type: 'enum', sql: technicianCredentials.kind, options: credentialKinds, list: true, filter: 'in' },
    { key: 'file', type: 'file', sql: technicianCredentials.fileKey },
    { key: 'applicant', type: 'text', sql: fullName, list: true },
    {
      key: 'userId',
      type: 'id',
      sql: technicianCredentials.userId,
      ref: 'technician-applications',
      filter: 'equals',
    },
    { key: 'fileName', type: 'text', sql: technicianCredentials.fileName },
    { key: 'contentType', type: 'text', sql: technicianCredentials.contentType },
    { key: 'sizeBytes', type: 'integer', sql: technicianCredentials.sizeBytes },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: technicianCredentials.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
});

/** The applicants' references and their answers (the link's token is never read). */
export const technicianReferencesResource = defineAdminResource({
  name: 'technician-references',
  group: 'records',
  privilege: 'technicians:read',
  table: technicianReferences,
  joins: ofSubmitted(technicianReferences.userId),
  where: submittedOnly,
  id: technicianReferences.id,
  personalData: true,
  titleField: 'name',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'name', type: 'text', sql: technicianReferences.name, list: true, search: 'contains' },
    {
      key: 'relationship',
      type: 'enum',
      sql: technicianReferences.relationship,
      options: referenceRelationships,
      list: true,
    },
    { key: 'yearsKnown', type: 'integer', sql: technicianReferences.yearsKnown, list: true },
    {
      key: 'state',
      type: 'enum',
      sql: sql<string>`case
        when ${technicianReferences.answer} is not null then ${technicianReferences.answer}
        when ${technicianReferences.expiresAt} <= now() then 'expired'
        else 'waiting' end`,
      options: referenceStates,
      list: true,
      filter: 'in',
    },
    { key: 'comment', type: 'text', sql: technicianReferences.comment, list: true },
    { key: 'answeredAt', type: 'datetime', sql: technicianReferences.answeredAt, list: true },
    { key: 'applicant', type: 'text', sql: fullName },
    {
      key: 'userId',
      type: 'id',
      sql: technicianReferences.userId,
      ref: 'technician-applications',
      filter: 'equals',
    },
    {
      key: 'phone',
      type: 'phone',
      sql: phoneOf(technicianReferences.phoneDialCode, technicianReferences.phoneNumber),
    },
    { key: 'email', type: 'email', sql: technicianReferences.email },
    { key: 'sentAt', type: 'datetime', sql: technicianReferences.sentAt },
    { key: 'expiresAt', type: 'datetime', sql: technicianReferences.expiresAt },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: technicianReferences.createdAt,
      sortable: true,
      filter: 'date-range',
    },
  ],
});

/** Each application's history: every status it entered, the message the applicant read, and the admin. */
export const technicianApplicationEventsResource = defineAdminResource({
  name: 'technician-application-events',
  group: 'records',
  privilege: 'technicians:read',
  table: technicianApplicationEvents,
  joins: ofSubmitted(technicianApplicationEvents.userId),
  where: submittedOnly,
  id: technicianApplicationEvents.id,
  personalData: true,
  titleField: 'status',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    {
      key: 'status',
      type: 'enum',
      sql: technicianApplicationEvents.status,
      options: submittedStatuses,
      list: true,
      filter: 'in',
    },
    { key: 'message', type: 'text', sql: technicianApplicationEvents.message, list: true },
    { key: 'adminId', type: 'id', sql: technicianApplicationEvents.adminId, ref: 'users', list: true },
    { key: 'applicant', type: 'text', sql: fullName },
    {
      key: 'userId',
      type: 'id',
      sql: technicianApplicationEvents.userId,
      ref: 'technician-applications',
      filter: 'equals',
    },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: technicianApplicationEvents.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
});

/** Applications waiting for an admin (submitted, or opened and not decided). */
const applicationsWaiting: AdminCounterSpec = {
  key: 'applications-waiting',
  resource: 'technician-applications',
  filter: () => ({ status: { in: [...WAITING] } }),
};

/** Approved technicians whose changed skills, radius or papers wait for a look. */
const changesToReview: AdminCounterSpec = {
  key: 'changes-to-review',
  resource: 'technician-applications',
  filter: () => ({ status: { in: ['approved'] }, changesUnderReview: { equals: true } }),
};

export const techniciansAdmin: AdminContribution = {
  resources: [
    technicianApplicationsResource,
    technicianCredentialsResource,
    technicianReferencesResource,
    technicianApplicationEventsResource,
  ],
  counters: [applicationsWaiting, changesToReview],
};
