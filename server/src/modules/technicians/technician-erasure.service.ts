import type { Db } from '../../db/client.ts';
import { deleteAllCredentialsOf } from './credentials.repository.ts';
import { eraseProfilePersonalData } from './profiles.repository.ts';
import { eraseReferencesOf } from './references.repository.ts';

/**
 * The technicians' part of erasing an account (run by the users module's erasure, in its transaction): the NIN,
 * birth date, bio and base address go, the papers' rows go and their files are named for deletion after the commit,
 * and the references lose their names, phone numbers, e-mail addresses and comments (their links stop working).
 * The application's status and history stay, without personal data, as the record of what was decided.
 */
export async function eraseTechnicianPersonalData(tx: Db, userId: string, now: Date): Promise<{ fileKeys: string[] }> {
  await eraseProfilePersonalData(tx, userId, now);
  await eraseReferencesOf(tx, userId, now);
  return { fileKeys: await deleteAllCredentialsOf(tx, userId) };
}
