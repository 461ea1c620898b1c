import { and, eq, ne, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { englishMessage, v, type AdminActionFieldDescription } from '@fleetcare/shared';
import { locales } from '@fleetcare/shared/locales/resources';
import type { Db } from '../../../db/client.ts';
import { blogPosts } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { defineAdminAction, defineAdminResource } from '../../admin/index.ts';

/*
 * The blog, one row per post and language. Admins write posts in Markdown (the panel previews them), publish them
 * and take them down; the public blog shows a post from the moment it is published and stops the moment it is not
 * (its answers may be kept by browsers for a minute: see the content router's cache policy).
 */

export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_LIMITS = { slug: 120, title: 200, excerpt: 500, body: 50_000, author: 100, tags: 10, tag: 40 };
/** Words a reader gets through in a minute, for the reading time shown with each post. */
const WORDS_PER_MINUTE = 200;

const postSchema = yup.object({
  slug: yup
    .string()
    .trim()
    .lowercase()
    .required(v.blogSlugInvalid)
    .max(BLOG_LIMITS.slug, v.blogSlugInvalid)
    .matches(BLOG_SLUG, v.blogSlugInvalid),
  locale: yup.string().required(v.localeInvalid).oneOf(locales, v.localeInvalid),
  title: yup.string().trim().required(v.required).max(BLOG_LIMITS.title, v.blogTitleTooLong),
  excerpt: yup.string().trim().required(v.required).max(BLOG_LIMITS.excerpt, v.blogExcerptTooLong),
  body: yup.string().trim().required(v.required).max(BLOG_LIMITS.body, v.blogBodyTooLong),
  author: yup.string().trim().required(v.required).max(BLOG_LIMITS.author, v.blogAuthorTooLong),
  tags: yup
    .array(yup.string().trim().required(v.blogTagsInvalid).max(BLOG_LIMITS.tag, v.blogTagsInvalid))
    .max(BLOG_LIMITS.tags, v.blogTagsInvalid)
    .default([]),
});
type PostInput = yup.InferType<typeof postSchema>;

/** The form of a post; when editing, each field starts as the post has it. */
function postFields(editing: boolean): AdminActionFieldDescription[] {
  const from = (field: string) => (editing ? { from: field } : {});
  return [
    { name: 'slug', type: 'text', required: true, min: 1, max: BLOG_LIMITS.slug, ...from('slug') },
    { name: 'locale', type: 'select', required: true, options: locales, ...from('locale') },
    { name: 'title', type: 'text', required: true, min: 1, max: BLOG_LIMITS.title, ...from('title') },
    { name: 'excerpt', type: 'textarea', required: true, min: 1, max: BLOG_LIMITS.excerpt, ...from('excerpt') },
    { name: 'body', type: 'markdown', required: true, min: 1, max: BLOG_LIMITS.body, ...from('body') },
    { name: 'author', type: 'text', required: true, min: 1, max: BLOG_LIMITS.author, ...from('author') },
    { name: 'tags', type: 'tags', required: false, max: BLOG_LIMITS.tags, ...from('tags') },
  ];
}

/** Minutes to read a body of Markdown: its words at WORDS_PER_MINUTE, at least one. */
export function readingMinutesOf(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const slugTaken = () =>
  new AppError('CONFLICT', {
    message: englishMessage(v.blogSlugTaken),
    fieldErrors: { slug: englishMessage(v.blogSlugTaken) },
    fieldErrorKeys: { slug: v.blogSlugTaken },
  });

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type PostRow = typeof blogPosts.$inferSelect;

/** A post's fields as the admin edits them, for the audit log's before and after. */
function audited(row: Pick<PostRow, 'slug' | 'locale' | 'title' | 'excerpt' | 'bodyMarkdown' | 'author' | 'tags'>) {
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    excerpt: row.excerpt,
    body: row.bodyMarkdown,
    author: row.author,
    tags: row.tags,
  };
}

/** The fields that differ between two versions, before and after. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = { before: before[key], after: value };
  }
  return changes;
}

async function lockPost(tx: Db, id: string | null): Promise<PostRow> {
  const [row] = await tx
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.id, String(id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function valuesOf(input: PostInput) {
  return {
    slug: input.slug,
    locale: input.locale,
    title: input.title,
    excerpt: input.excerpt,
    bodyMarkdown: input.body,
    author: input.author,
    tags: [...new Set(input.tags)],
    readingMinutes: readingMinutesOf(input.body),
  };
}

const create = defineAdminAction({
  name: 'create',
  scope: 'collection',
  privilege: 'content:write',
  reasonRequired: false,
  fields: postFields(false),
  schema: postSchema,
  /** A new post, not yet published. Its address (slug) must be free in its language. */
  async run({ deps, tx, input }) {
    const now = deps.now();
    const values = valuesOf(input);
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...values, publishedAt: null, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [blogPosts.slug, blogPosts.locale] })
      .returning();
    if (!row) throw slugTaken();
    const nothing = Object.fromEntries(Object.keys(audited(row)).map((key) => [key, null]));
    return { recordId: row.id, changes: changed(nothing, audited(row)) };
  },
});

const edit = defineAdminAction({
  name: 'edit',
  scope: 'record',
  privilege: 'content:write',
  reasonRequired: false,
  fields: postFields(true),
  schema: postSchema,
  /** Changes a post (published or not); the public blog shows the new version at once. */
  async run({ deps, tx, recordId, input }) {
    const before = await lockPost(tx, recordId);
    const values = valuesOf(input);
    const [clash] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, values.slug), eq(blogPosts.locale, values.locale), ne(blogPosts.id, before.id)));
    if (clash) throw slugTaken();
    try {
      await tx
        .update(blogPosts)
        .set({ ...values, updatedAt: deps.now() })
        .where(eq(blogPosts.id, before.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
    return { recordId: before.id, changes: changed(audited(before), audited({ ...before, ...values })) };
  },
});

const publish = defineAdminAction({
  name: 'publish',
  scope: 'record',
  privilege: 'content:write',
  reasonRequired: false,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.published === false,
  /** Puts the post on the public blog now. */
  async run({ deps, tx, recordId }) {
    const before = await lockPost(tx, recordId);
    if (before.publishedAt) {
      throw new AppError('ACTION_NOT_APPLICABLE', { message: 'This post is already published.' });
    }
    const now = deps.now();
    await tx.update(blogPosts).set({ publishedAt: now, updatedAt: now }).where(eq(blogPosts.id, before.id));
    return { recordId: before.id, changes: { publishedAt: { before: null, after: now.toISOString() } } };
  },
});

const unpublish = defineAdminAction({
  name: 'unpublish',
  scope: 'record',
  privilege: 'content:write',
  reasonRequired: false,
  fields: [],
  schema: yup.object({}),
  appliesTo: (record) => record.published === true,
  /** Takes the post off the public blog (it stays here, to edit or publish again). */
  async run({ deps, tx, recordId }) {
    const before = await lockPost(tx, recordId);
    if (!before.publishedAt) {
      throw new AppError('ACTION_NOT_APPLICABLE', { message: 'This post is not published.' });
    }
    await tx.update(blogPosts).set({ publishedAt: null, updatedAt: deps.now() }).where(eq(blogPosts.id, before.id));
    return { recordId: before.id, changes: { publishedAt: { before: before.publishedAt.toISOString(), after: null } } };
  },
});

export const blogPostsResource = defineAdminResource({
  name: 'blog-posts',
  group: 'content',
  privilege: 'content:read',
  table: blogPosts,
  id: blogPosts.id,
  personalData: false,
  titleField: 'title',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'title', type: 'text', sql: blogPosts.title, list: true, search: 'contains' },
    { key: 'slug', type: 'text', sql: blogPosts.slug, list: true, search: 'prefix' },
    { key: 'locale', type: 'enum', sql: blogPosts.locale, options: locales, list: true, filter: 'in' },
    { key: 'excerpt', type: 'text', sql: blogPosts.excerpt },
    { key: 'body', type: 'markdown', sql: blogPosts.bodyMarkdown },
    { key: 'author', type: 'text', sql: blogPosts.author, list: true },
    { key: 'tags', type: 'tags', sql: blogPosts.tags, filter: 'equals' },
    { key: 'readingMinutes', type: 'integer', sql: blogPosts.readingMinutes },
    {
      key: 'published',
      type: 'boolean',
      sql: sql<boolean>`(${blogPosts.publishedAt} is not null)`,
      list: true,
      filter: 'equals',
    },
    { key: 'publishedAt', type: 'datetime', sql: blogPosts.publishedAt, sortable: true, filter: 'date-range' },
    { key: 'updatedAt', type: 'datetime', sql: blogPosts.updatedAt },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: blogPosts.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
  actions: [create, edit, publish, unpublish],
});
