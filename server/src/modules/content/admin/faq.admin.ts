import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import { v, wholeNumber, type AdminActionFieldDescription } from '@fleetcare/shared';
import { locales } from '@fleetcare/shared/locales/resources';
import type { Db } from '../../../db/client.ts';
import { faqEntries } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { defineAdminAction, defineAdminResource } from '../../admin/index.ts';

/*
 * The help articles (FAQ), one row per question and language, grouped by topic and ordered by sortOrder (hundreds
 * order the topics, the rest the questions within one). Admins write, change and delete them; the help pages show
 * the change at once (their answers may be kept by browsers for a minute: see the content router's cache policy).
 */

export const FAQ_LIMITS = { topic: 100, question: 300, answer: 5000, sortOrder: 100_000 };

const entrySchema = yup.object({
  locale: yup.string().required(v.localeInvalid).oneOf(locales, v.localeInvalid),
  topic: yup.string().trim().required(v.required).max(FAQ_LIMITS.topic, v.faqTopicTooLong),
  question: yup.string().trim().required(v.required).max(FAQ_LIMITS.question, v.faqQuestionTooLong),
  answer: yup.string().trim().required(v.required).max(FAQ_LIMITS.answer, v.faqAnswerTooLong),
  sortOrder: wholeNumber(v.faqSortOrderInvalid)
    .required(v.faqSortOrderInvalid)
    .min(0, v.faqSortOrderInvalid)
    .max(FAQ_LIMITS.sortOrder, v.faqSortOrderInvalid),
});

function entryFields(editing: boolean): AdminActionFieldDescription[] {
  const from = (field: string) => (editing ? { from: field } : {});
  return [
    { name: 'locale', type: 'select', required: true, options: locales, ...from('locale') },
    { name: 'topic', type: 'text', required: true, min: 1, max: FAQ_LIMITS.topic, ...from('topic') },
    { name: 'question', type: 'text', required: true, min: 1, max: FAQ_LIMITS.question, ...from('question') },
    { name: 'answer', type: 'textarea', required: true, min: 1, max: FAQ_LIMITS.answer, ...from('answer') },
    { name: 'sortOrder', type: 'integer', required: true, min: 0, max: FAQ_LIMITS.sortOrder, ...from('sortOrder') },
  ];
}

type EntryRow = typeof faqEntries.$inferSelect;
type EntryValues = Pick<EntryRow, 'locale' | 'topic' | 'question' | 'answer' | 'sortOrder'>;

const valuesOf = (row: EntryValues): EntryValues => ({
  locale: row.locale,
  topic: row.topic,
  question: row.question,
  answer: row.answer,
  sortOrder: row.sortOrder,
});

function changed(before: Partial<EntryValues> | null, after: Partial<EntryValues> | null) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of ['locale', 'topic', 'question', 'answer', 'sortOrder'] as const) {
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (old !== now) changes[key] = { before: old, after: now };
  }
  return changes;
}

async function lockEntry(tx: Db, id: string | null): Promise<EntryRow> {
  const [row] = await tx
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.id, String(id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const create = defineAdminAction({
  name: 'create',
  scope: 'collection',
  privilege: 'content:write',
  reasonRequired: false,
  fields: entryFields(false),
  schema: entrySchema,
  async run({ deps, tx, input }) {
    const values = valuesOf(input);
    const [row] = await tx
      .insert(faqEntries)
      .values({ ...values, createdAt: deps.now() })
      .returning();
    if (!row) throw new Error('FAQ insert returned nothing');
    return { recordId: row.id, changes: changed(null, values) };
  },
});

const edit = defineAdminAction({
  name: 'edit',
  scope: 'record',
  privilege: 'content:write',
  reasonRequired: false,
  fields: entryFields(true),
  schema: entrySchema,
  async run({ tx, recordId, input }) {
    const before = await lockEntry(tx, recordId);
    const values = valuesOf(input);
    await tx.update(faqEntries).set(values).where(eq(faqEntries.id, before.id));
    return { recordId: before.id, changes: changed(valuesOf(before), values) };
  },
});

const remove = defineAdminAction({
  name: 'delete',
  scope: 'record',
  privilege: 'content:write',
  reasonRequired: false,
  danger: true,
  fields: [],
  schema: yup.object({}),
  /** Deletes the entry for good; the audit log keeps what it said. */
  async run({ tx, recordId }) {
    const before = await lockEntry(tx, recordId);
    await tx.delete(faqEntries).where(eq(faqEntries.id, before.id));
    return { recordId: null, changes: changed(valuesOf(before), null) };
  },
});

export const faqEntriesResource = defineAdminResource({
  name: 'faq-entries',
  group: 'content',
  privilege: 'content:read',
  table: faqEntries,
  id: faqEntries.id,
  personalData: false,
  titleField: 'question',
  defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: [
    { key: 'question', type: 'text', sql: faqEntries.question, list: true, search: 'contains' },
    { key: 'topic', type: 'text', sql: faqEntries.topic, list: true, filter: 'equals' },
    { key: 'locale', type: 'enum', sql: faqEntries.locale, options: locales, list: true, filter: 'in' },
    { key: 'answer', type: 'text', sql: faqEntries.answer },
    { key: 'sortOrder', type: 'integer', sql: faqEntries.sortOrder, list: true, sortable: true },
    { key: 'createdAt', type: 'datetime', sql: faqEntries.createdAt, sortable: true },
  ],
  actions: [create, edit, remove],
});
