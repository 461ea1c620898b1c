import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { pageNumber, wholeNumber } from '../validation/numbers.ts';

/** Resource and action names: lower-case words joined by hyphens ("call-requests", "mark-called"). */
const NAME_PATTERN = /^[a-z][a-z0-9-]{0,47}$/;

export const ADMIN_PAGE_LIMIT_MAX = 100;
export const ADMIN_PAGE_LIMIT_DEFAULT = 25;

const resourceName = () =>
  yup
    .string()
    .trim()
    .required(v.adminResourceInvalid)
    .matches(NAME_PATTERN, { message: v.adminResourceInvalid, excludeEmptyString: true });

export const adminResourceParamsSchema = yup.object({ resourceName: resourceName() });

export const adminRecordParamsSchema = yup.object({
  resourceName: resourceName(),
  recordId: yup.string().trim().required(v.adminRecordInvalid).max(100, v.adminRecordInvalid),
});

export const adminActionParamsSchema = yup.object({
  resourceName: resourceName(),
  action: yup
    .string()
    .trim()
    .required(v.adminActionInvalid)
    .matches(NAME_PATTERN, { message: v.adminActionInvalid, excludeEmptyString: true }),
});

/**
 * What a list shows. `filter` is JSON: `{"status":{"in":["pending"]},"createdAt":{"from":"2026-11-01T00:00:00Z"},
 * "userId":{"equals":"…"}}`, each key a field the resource declares filterable with that kind; anything else is a
 * 400 naming the problem.
 */
const listShape = {
  q: yup.string().trim().max(100, v.searchTooLong).default(''),
  sort: yup.string().trim().max(60, v.adminSortInvalid),
  order: yup.string().oneOf(['asc', 'desc'] as const, v.adminOrderInvalid),
  filter: yup.string().trim().max(4000, v.adminFilterInvalid).default(''),
};

export const adminListQuerySchema = yup.object({
  ...listShape,
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.adminLimitInvalid)
    .min(1, v.adminLimitInvalid)
    .max(ADMIN_PAGE_LIMIT_MAX, v.adminLimitInvalid)
    .default(ADMIN_PAGE_LIMIT_DEFAULT),
});
export type AdminListQuery = yup.InferType<typeof adminListQuerySchema>;

/** The same query as the list, without paging: an export has every matching row. */
export const adminExportQuerySchema = yup.object(listShape);
export type AdminExportQuery = yup.InferType<typeof adminExportQuerySchema>;

/**
 * An action: the record it acts on (record actions), why (required where it changes someone's money or access),
 * the action's own input (checked by the action's schema on the server) and the client's key for this attempt:
 * sending the same key again repeats the first answer and changes nothing.
 */
export const adminActionBodySchema = yup.object({
  recordId: yup.string().trim().max(100, v.adminRecordInvalid),
  reason: yup.string().trim().max(500, v.reasonTooLong),
  idempotencyKey: yup
    .string()
    .trim()
    .required(v.idempotencyKeyInvalid)
    .matches(/^[A-Za-z0-9_-]{8,64}$/, { message: v.idempotencyKeyInvalid, excludeEmptyString: true }),
  input: yup
    .mixed<Record<string, unknown>>()
    .test(
      'plain-object',
      v.adminInputInvalid,
      (value) => value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)),
    )
    .default(() => ({})),
});
export type AdminActionBody = yup.InferType<typeof adminActionBodySchema>;

export const markdownPreviewSchema = yup.object({
  markdown: yup.string().required(v.markdownRequired).max(50_000, v.markdownTooLong),
});
