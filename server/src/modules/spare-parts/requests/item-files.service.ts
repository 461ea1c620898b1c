import {
  randomToken,
  SPARE_PART_REQUEST_LIMITS as L,
  v,
  type DeleteSparePartItemFileInput,
  type SparePartRequestDto,
  type UploadSparePartItemFileInput,
} from '@fleetcare/shared';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { checkItemPhoto } from './item-file-check.ts';
import { removeStoredFiles } from './item-file-links.ts';
import { countItemFiles, deleteItemFile, insertItemFile, type SparePartItemFileRow } from './item-files.repository.ts';
import { sparePartRequestLimits } from './limits.ts';
import { itemOfRequest } from './spare-part-requests.repository.ts';
import {
  lockDraft,
  requestDto,
  type SparePartCustomer,
  type SparePartRequestDeps,
} from './spare-part-requests.service.ts';

/*
 * Photos of the old parts of a draft's items: checked by content, stored privately under
 * `spare-parts/<request id>/` with a thumbnail, served by signed links (item-file-links.ts). A file is stored before
 * its row is written, so a refusal under the draft's lock removes what it stored: a refused upload leaves nothing.
 */

const itemNotFound = () => new AppError('NOT_FOUND', { message: 'This part is not in the request.' });
const fileNotFound = () => new AppError('NOT_FOUND', { message: 'This photo was not found.' });
const filesFull = () => new AppError('SPARE_PART_ITEM_FILES_FULL');

/** Checks, under the draft's lock, that the item is the draft's and has room for one more photo. */
async function checkRoom(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  requestId: string,
  itemId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, customer, requestId);
    if (!(await itemOfRequest(tx, row.id, itemId))) throw itemNotFound();
    if ((await countItemFiles(tx, itemId)) >= L.itemFilesMax) throw filesFull();
  });
}

/**
 * upload-spare-part-item-file: a photo of an old part of the caller's draft. Refused before anything is stored when
 * the draft is not theirs or the item not its (404), it is submitted (409 naming the status), the item has its
 * four photos (409 SPARE_PART_ITEM_FILES_FULL) or the file is not a photo within the limit (415, 413); then the
 * photo and its thumbnail are stored and the row written under the draft's lock, where the checks are made again.
 */
export async function uploadSparePartItemFile(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  input: UploadSparePartItemFileInput,
  bytes: Buffer | undefined,
): Promise<SparePartRequestDto> {
  if (!bytes) throw validationFailed({ file: v.sparePartItemFileRequired });
  await checkRoom(deps, customer, input.requestId, input.itemId);
  await sparePartRequestLimits(deps).itemFileUploadPerUser.consume(customer.id);
  const checked = await checkItemPhoto(bytes);
  const base = `spare-parts/${input.requestId}/${randomToken(12)}`;
  const fileKey = `${base}.${checked.extension}`;
  const thumbnailKey = `${base}-thumb.jpg`;
  await deps.storage.put(fileKey, checked.bytes, checked.mime);
  await deps.storage.put(thumbnailKey, checked.thumbnail, 'image/jpeg');
  try {
    await deps.db.transaction(async (tx): Promise<SparePartItemFileRow> => {
      const row = await lockDraft(tx, customer, input.requestId);
      if (!(await itemOfRequest(tx, row.id, input.itemId))) throw itemNotFound();
      if ((await countItemFiles(tx, input.itemId)) >= L.itemFilesMax) throw filesFull();
      return insertItemFile(tx, {
        requestId: row.id,
        itemId: input.itemId,
        fileKey,
        thumbnailKey,
        contentType: checked.mime,
        sizeBytes: checked.bytes.length,
        width: checked.width,
        height: checked.height,
        createdAt: deps.now(),
      });
    });
  } catch (error) {
    await removeStoredFiles(deps, [fileKey, thumbnailKey]);
    throw error;
  }
  return requestDto(deps, input.requestId);
}

/**
 * delete-spare-part-item-file: removes a photo of a part of the caller's draft (its row under the draft's lock, its
 * stored files after the commit). 404 when the draft, the part or the photo is not theirs; 409 once submitted.
 */
export async function deleteSparePartItemFile(
  deps: SparePartRequestDeps,
  customer: SparePartCustomer,
  input: DeleteSparePartItemFileInput,
): Promise<SparePartRequestDto> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, customer, input.requestId);
    const file = await deleteItemFile(tx, row.id, input.itemId, input.fileId);
    if (!file) throw fileNotFound();
    return file;
  });
  await removeStoredFiles(deps, deleted.thumbnailKey ? [deleted.fileKey, deleted.thumbnailKey] : [deleted.fileKey]);
  return requestDto(deps, input.requestId);
}
