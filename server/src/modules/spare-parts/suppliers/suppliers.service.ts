import {
  canSupplierTransition,
  englishMessage,
  missingSupplierItems,
  NIGERIAN_STATE_NAMES,
  partBrands,
  partGrades,
  sparePartCategories,
  supplierEditRules,
  supplierFieldsOf,
  type SaveSupplierProfileInput,
  type SupplierEditOutcome,
  type SupplierEditTarget,
  type SupplierMissingItemDto,
  type SupplierProfileDto,
  type SupplierStatus,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { NotifyDeps } from '../../notifications/index.ts';
import { addAccountRole, type UserRow } from '../../users/index.ts';
import { notifySupplierChange, transitionSupplier } from './supplier-review.service.ts';
import { toSupplierProfileDto } from './suppliers.mapper.ts';
import {
  findSupplierProfile,
  insertSupplierProfileIfMissing,
  lockSupplierProfile,
  updateSupplierProfile,
  type SupplierProfileChanges,
  type SupplierProfileRow,
} from './suppliers.repository.ts';

export type SupplierDeps = NotifyDeps;

/** Whether an account holds the supplier role (a supplier whatever their profile's status). */
export const isSupplier = (user: Pick<UserRow, 'roles'>) => user.roles.includes('supplier');

/** get-my-supplier-profile: the caller's profile; an account that has saved nothing yet gets an empty draft. */
export async function getMySupplierProfile(deps: Pick<AppDeps, 'db'>, userId: string): Promise<SupplierProfileDto> {
  return toSupplierProfileDto(userId, await findSupplierProfile(deps.db, userId));
}

/** The profile, locked for the rest of the transaction; an account without one gets its empty draft first. */
async function lockOrCreateProfile(tx: Db, userId: string, now: Date): Promise<SupplierProfileRow> {
  const existing = await lockSupplierProfile(tx, userId);
  if (existing) return existing;
  await insertSupplierProfileIfMissing(tx, userId, now);
  const created = await lockSupplierProfile(tx, userId);
  if (!created) throw new Error(`supplier profile ${userId} was not created`);
  return created;
}

/**
 * An account that is not a supplier becomes one with its first save. An account holding the admin role does not:
 * the people who review suppliers sell, if ever, from a separate account, so no one approves their own business.
 */
function checkMayBecomeSupplier(user: UserRow): void {
  if (!isSupplier(user) && user.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', {
      message: 'An admin account cannot register as a supplier. Use a separate account to sell parts.',
    });
  }
}

/** The outcome of changing `target` in `status`, or the 409 that refuses it (naming the status in `detail`). */
function checkEdit(status: SupplierStatus, target: SupplierEditTarget): Exclude<SupplierEditOutcome, 'locked'> {
  const outcome = supplierEditRules[status][target];
  if (outcome === 'locked') {
    throw new AppError('SUPPLIER_STATUS_CONFLICT', {
      message: `The supplier profile cannot be changed while it is ${status}.`,
      detail: status,
    });
  }
  return outcome;
}

/** The choices in the order of their list, so the same choices are stored (and compared) the same way. */
const inOrderOf = <T extends string>(options: readonly T[], chosen: readonly string[]): T[] =>
  options.filter((option) => chosen.includes(option));

/** The profile's columns for a save (empty text as null). */
function columnsOf(input: SaveSupplierProfileInput): SupplierProfileChanges {
  const { address } = input;
  return {
    businessName: input.businessName || null,
    cacNumber: input.cacNumber || null,
    addressLine: address?.line ?? null,
    landmark: address?.landmark ?? null,
    town: address?.town ?? null,
    lga: address?.lga ?? null,
    state: address ? (address.state as SupplierProfileRow['state']) : null,
    lat: address?.lat ?? null,
    lng: address?.lng ?? null,
    deliveryStates: inOrderOf(NIGERIAN_STATE_NAMES, input.deliveryStates),
    partCategories: inOrderOf(sparePartCategories, input.partCategories),
    brands: inOrderOf(partBrands, input.brands),
    grades: inOrderOf(partGrades, input.grades),
  };
}

/** The columns each edit target writes. */
const columnsOfTarget: Record<
  SupplierEditTarget,
  readonly (keyof SupplierProfileChanges & keyof SupplierProfileRow)[]
> = {
  identity: ['businessName', 'cacNumber', 'addressLine', 'landmark', 'town', 'lga', 'state', 'lat', 'lng'],
  coverage: supplierFieldsOf.coverage,
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A refusal listing what is missing, each as its field's error (English) and key. */
function incomplete(missing: SupplierMissingItemDto[]): AppError {
  const fieldErrors: Record<string, string> = {};
  const fieldErrorKeys: Record<string, string> = {};
  for (const item of missing) {
    fieldErrors[item.field] = englishMessage(item.message);
    fieldErrorKeys[item.field] = item.message;
  }
  return new AppError('SUPPLIER_PROFILE_INCOMPLETE', { fieldErrors, fieldErrorKeys });
}

/**
 * save-supplier-profile: writes the whole profile under the rules of `supplierEditRules` for its status (while an
 * admin reviews it nothing changes: 409). A draft or a rejected profile may have empty parts; an approved supplier's
 * profile must stay complete (422 listing what is missing), and a change to their business name, CAC number or
 * address puts it in the admins' queue without stopping them. A signed-in account without the supplier role becomes
 * a supplier in the same transaction.
 */
export async function saveSupplierProfile(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: UserRow,
  input: SaveSupplierProfileInput,
): Promise<SupplierProfileDto> {
  checkMayBecomeSupplier(user);
  const columns = columnsOf(input);
  const saved = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!isSupplier(user)) await addAccountRole(tx, user.id, 'supplier');
    const profile = await lockOrCreateProfile(tx, user.id, now);
    let review = false;
    for (const target of ['identity', 'coverage'] as const) {
      const outcome = checkEdit(profile.status, target);
      const changed = columnsOfTarget[target].some((column) => !sameValue(profile[column], columns[column]));
      if (outcome === 'review' && changed) review = true;
    }
    if (profile.status === 'approved') {
      const missing = toSupplierProfileDto(user.id, { ...profile, ...columns }).missing;
      if (missing.length > 0) throw incomplete(missing);
    }
    const reviewFields: SupplierProfileChanges = review
      ? {
          changesUnderReview: true,
          // The first change's time is kept while the review waits.
          changesSubmittedAt: profile.changesUnderReview ? (profile.changesSubmittedAt ?? now) : now,
        }
      : {};
    return updateSupplierProfile(tx, user.id, { ...columns, ...reviewFields, savedAt: now, updatedAt: now });
  });
  return toSupplierProfileDto(user.id, saved);
}

/**
 * submit-supplier-profile: sends the saved profile to the admins (submitted). Refused with 409 when it is not the
 * supplier's turn (submitted already, approved), and with SUPPLIER_PROFILE_INCOMPLETE listing every missing part
 * in fieldErrors (English) and fieldErrorKeys (validation keys). The supplier is told once it is committed.
 */
export async function submitSupplierProfile(deps: SupplierDeps, userId: string): Promise<SupplierProfileDto> {
  const submitted = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const profile = await lockOrCreateProfile(tx, userId, now);
    // The status decides before the content: submitting twice is a conflict, not a list of what is missing.
    if (!canSupplierTransition('submit', profile.status, 'supplier')) {
      throw new AppError('SUPPLIER_STATUS_CONFLICT', { detail: profile.status });
    }
    const missing = missingSupplierItems(toSupplierProfileDto(userId, profile));
    if (missing.length > 0) throw incomplete(missing);
    return (await transitionSupplier(tx, { userId, name: 'submit', actor: 'supplier', now })).profile;
  });
  await notifySupplierChange(deps, userId, 'submit');
  return toSupplierProfileDto(userId, submitted);
}
