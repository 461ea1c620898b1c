import {
  DOCUMENT_LIMITS,
  lagosToday,
  v,
  randomToken,
  type AddDocumentInput,
  type DocumentsQuery,
  type Page,
  type UpdateDocumentInput,
  type VehicleDocumentDto,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RateLimiter } from '../../../lib/rate-limit.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { prepareDocumentFile, safeFileName } from './document-file.ts';
import { toDeletedDocumentDto, toDocumentDto } from './documents.mapper.ts';
import {
  countDocuments,
  deleteDocument as deleteDocumentRow,
  findDocument,
  insertDocument,
  listDocuments,
  updateDocument as updateDocumentRow,
  type DocumentChanges,
  type DocumentRow,
} from './documents.repository.ts';
import { refreshVehicleDue } from '../due/due-state.service.ts';
import { lockVehicle } from '../mileage/mileage.repository.ts';
import { loadVehicleFor } from '../vehicles/vehicle-access.ts';
import { recordVehicleEvent } from '../vehicles/vehicle-events.repository.ts';

export type DocumentDeps = Pick<AppDeps, 'db' | 'now' | 'storage' | 'logger' | 'limits'>;

/** Signed links to papers live an hour (rounded up to the next whole hour, so a page's links stay cacheable). */
export const DOCUMENT_URL_TTL_SECONDS = 3600;

/** A paper's DTO, its file's link signed first. */
async function documentDto(
  deps: Pick<AppDeps, 'storage'>,
  row: DocumentRow,
  today: string,
): Promise<VehicleDocumentDto> {
  const fileUrl = row.fileKey ? await deps.storage.signedUrl(row.fileKey, DOCUMENT_URL_TTL_SECONDS) : null;
  return toDocumentDto(row, today, fileUrl);
}

/** An uploaded file as the router read it (multipart `file`). */
export interface UploadedFile {
  bytes: Buffer;
  originalName: string | undefined;
}

interface StoredFile {
  fileKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

const limitsCache = new WeakMap<AppDeps['limits'], RateLimiter>();

/** Photos are decoded and re-encoded: a few dozen uploads an hour per person are plenty. */
function uploadLimit(deps: Pick<AppDeps, 'limits'>): RateLimiter {
  let limiter = limitsCache.get(deps.limits);
  if (!limiter) {
    limiter = deps.limits.create({ name: 'vehicle-document-upload', points: 30, durationSeconds: 3600 });
    limitsCache.set(deps.limits, limiter);
  }
  return limiter;
}

/** Checks the file by content and stores it under a new random key (the key never reveals the name). */
async function storeFile(
  deps: DocumentDeps,
  userId: string,
  vehicleId: string,
  file: UploadedFile,
): Promise<StoredFile> {
  await uploadLimit(deps).consume(userId);
  const prepared = await prepareDocumentFile(file.bytes);
  const fileKey = `vehicle-documents/${vehicleId}/${randomToken(12)}.${prepared.type.extension}`;
  await deps.storage.put(fileKey, prepared.bytes, prepared.type.mime);
  return {
    fileKey,
    fileName: safeFileName(file.originalName, prepared.type.extension),
    fileType: prepared.type.mime,
    fileSize: prepared.bytes.length,
  };
}

/** Removes a stored file; a failure leaves an orphan file (logged), never a failed request. */
async function removeFile(deps: DocumentDeps, key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'could not delete a stored vehicle document file');
  }
}

/** The document and the caller's rights over its vehicle; a stranger learns nothing (404 for both). */
async function loadDocumentFor(db: Db, userId: string, id: string, need: 'view' | 'edit'): Promise<DocumentRow> {
  const notFound = () => new AppError('NOT_FOUND', { message: 'This document was not found.' });
  const document = await findDocument(db, id);
  if (!document) throw notFound();
  try {
    await loadVehicleFor(db, userId, document.vehicleId, need);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
  return document;
}

/** get-vehicle-documents (view rights): the vehicle's papers, soonest expiry first, paged. */
export async function getDocuments(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  userId: string,
  vehicleId: string,
  query: DocumentsQuery,
): Promise<Page<VehicleDocumentDto>> {
  await loadVehicleFor(deps.db, userId, vehicleId, 'view');
  const { rows, total } = await listDocuments(deps.db, vehicleId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const today = lagosToday(deps.now());
  const items = await Promise.all(rows.map((row) => documentDto(deps, row, today)));
  return { items, total, page: query.page, limit: query.limit };
}

/**
 * add-vehicle-document (edit rights): a paper with its expiry date and an optional file (PDF, JPEG, PNG or WebP,
 * checked by content). The vehicle's due state follows in the same transaction; a failed save removes the file.
 */
export async function addDocument(
  deps: DocumentDeps,
  userId: string,
  input: AddDocumentInput,
  file: UploadedFile | undefined,
): Promise<VehicleDocumentDto> {
  // Rights first: a stranger's or a viewer's upload is refused before any file is read or stored.
  await loadVehicleFor(deps.db, userId, input.vehicleId, 'edit');
  const stored = file ? await storeFile(deps, userId, input.vehicleId, file) : undefined;
  try {
    const row = await deps.db.transaction(async (db) => {
      await loadVehicleFor(db, userId, input.vehicleId, 'edit');
      // Papers of one vehicle take turns, so the cap holds under concurrent uploads.
      await lockVehicle(db, input.vehicleId);
      if ((await countDocuments(db, input.vehicleId)) >= DOCUMENT_LIMITS.perVehicle) {
        throw new AppError('CONFLICT', {
          message: `A vehicle can hold at most ${DOCUMENT_LIMITS.perVehicle} documents. Delete old ones first.`,
        });
      }
      const now = deps.now();
      const inserted = await insertDocument(db, {
        vehicleId: input.vehicleId,
        type: input.type,
        title: input.title ?? null,
        number: input.number ?? null,
        issuedOn: input.issuedOn ?? null,
        expiresOn: input.expiresOn,
        ...stored,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      });
      await recordVehicleEvent(db, {
        vehicleId: input.vehicleId,
        actorId: userId,
        type: 'document-added',
        detail: { documentId: inserted.id, type: inserted.type, title: inserted.title, expiresOn: inserted.expiresOn },
        at: now,
      });
      await refreshVehicleDue(db, input.vehicleId, lagosToday(now));
      return inserted;
    });
    return await documentDto(deps, row, lagosToday(deps.now()));
  } catch (error) {
    await removeFile(deps, stored?.fileKey);
    throw error;
  }
}

/** The fields of an update that differ from the document, and the checks the merged paper must pass. */
function changesOf(document: DocumentRow, input: UpdateDocumentInput): DocumentChanges {
  const changes: DocumentChanges = {};
  if (input.type !== undefined && input.type !== document.type) changes.type = input.type;
  if (input.title !== undefined && input.title !== document.title) changes.title = input.title;
  if (input.number !== undefined && input.number !== document.number) changes.number = input.number;
  if (input.issuedOn !== undefined && input.issuedOn !== document.issuedOn) changes.issuedOn = input.issuedOn;
  if (input.expiresOn !== undefined && input.expiresOn !== document.expiresOn) changes.expiresOn = input.expiresOn;
  const merged = { ...document, ...changes };
  if (merged.type === 'other' && !merged.title) throw validationFailed({ title: v.documentTitleRequired });
  if (merged.issuedOn && merged.issuedOn > merged.expiresOn) {
    throw validationFailed({ issuedOn: v.documentIssuedAfterExpiry });
  }
  // A renewed paper (a later expiry) starts its reminders again; an earlier date keeps those already sent.
  if (changes.expiresOn !== undefined && changes.expiresOn > document.expiresOn) changes.remindedDays = null;
  return changes;
}

/**
 * update-vehicle-document (edit rights): changes the fields sent; a new file replaces the old one and removeFile
 * drops it (the old file is removed once the change is saved). Nothing sent is 400.
 */
export async function updateDocument(
  deps: DocumentDeps,
  userId: string,
  id: string,
  input: UpdateDocumentInput,
  file: UploadedFile | undefined,
): Promise<VehicleDocumentDto> {
  const sentFields = Object.values(input).some((value) => value !== undefined);
  if (!sentFields && !file) throw validationFailed({ _: v.nothingToUpdate });
  const before = await loadDocumentFor(deps.db, userId, id, 'edit');
  changesOf(before, input);
  const stored = file ? await storeFile(deps, userId, before.vehicleId, file) : undefined;
  let replacedKey: string | null = null;
  try {
    const row = await deps.db.transaction(async (db) => {
      const document = await loadDocumentFor(db, userId, id, 'edit');
      await lockVehicle(db, document.vehicleId);
      const now = deps.now();
      const changes = changesOf(document, input);
      if (stored) Object.assign(changes, stored);
      else if (input.removeFile && document.fileKey) {
        Object.assign(changes, { fileKey: null, fileName: null, fileType: null, fileSize: null });
      }
      if (changes.fileKey !== undefined) replacedKey = document.fileKey;
      if (Object.keys(changes).length === 0) return document;
      const updated = await updateDocumentRow(db, id, { ...changes, updatedAt: now });
      await recordVehicleEvent(db, {
        vehicleId: document.vehicleId,
        actorId: userId,
        type: 'document-updated',
        detail: {
          documentId: id,
          type: updated.type,
          changed: Object.keys(changes).filter(
            (key) => !['fileName', 'fileType', 'fileSize', 'remindedDays'].includes(key),
          ),
          expiresOn: updated.expiresOn,
        },
        at: now,
      });
      await refreshVehicleDue(db, document.vehicleId, lagosToday(now));
      return updated;
    });
    await removeFile(deps, replacedKey);
    return await documentDto(deps, row, lagosToday(deps.now()));
  } catch (error) {
    await removeFile(deps, stored?.fileKey);
    throw error;
  }
}

/** delete-vehicle-document (edit rights): the paper and its file go; the history keeps that it was deleted. */
export async function deleteDocument(
  deps: DocumentDeps,
  userId: string,
  id: string,
): Promise<{ _id: string; vehicleId: string }> {
  const removed = await deps.db.transaction(async (db) => {
    const document = await loadDocumentFor(db, userId, id, 'edit');
    await lockVehicle(db, document.vehicleId);
    const now = deps.now();
    await deleteDocumentRow(db, id);
    await recordVehicleEvent(db, {
      vehicleId: document.vehicleId,
      actorId: userId,
      type: 'document-deleted',
      detail: { documentId: id, type: document.type, title: document.title, expiresOn: document.expiresOn },
      at: now,
    });
    await refreshVehicleDue(db, document.vehicleId, lagosToday(now));
    return document;
  });
  await removeFile(deps, removed.fileKey);
  return toDeletedDocumentDto(removed);
}
