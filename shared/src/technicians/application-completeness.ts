import { v } from '../validation/messages.ts';
import { TECHNICIAN_LIMITS } from './technician.constants.ts';
import type { MissingItemDto, TechnicianInfoDto } from './technician.dto.ts';

export type CompletenessInput = Pick<
  TechnicianInfoDto,
  | 'personal'
  | 'skills'
  | 'languages'
  | 'serviceArea'
  | 'availability'
  | 'identity'
  | 'credentials'
  | 'references'
  | 'payout'
>;

/**
 * What an application still lacks, step by step and field by field, in the order of the steps. Submitting is
 * refused until this is empty; the registration screens show the same list. Denied references still count as
 * given: the admin weighs the answers.
 */
export function missingApplicationItems(info: CompletenessInput): MissingItemDto[] {
  const missing: MissingItemDto[] = [];
  const need = (condition: boolean, step: MissingItemDto['step'], field: string, message: string) => {
    if (!condition) missing.push({ step, field, message });
  };
  need(info.personal.phone !== null, 'personal', 'phone', v.phoneRequired);
  need(info.personal.dateOfBirth !== null, 'personal', 'dateOfBirth', v.dateOfBirthRequired);
  need(info.personal.avatarUrl !== null, 'personal', 'photo', v.technicianPhotoRequired);
  need(info.skills.trades.length > 0, 'skills', 'trades', v.tradesRequired);
  need(info.skills.services.length > 0, 'skills', 'services', v.servicesRequired);
  need(info.skills.yearsExperience !== null, 'skills', 'yearsExperience', v.yearsExperienceInvalid);
  need(info.languages.length > 0, 'languages', 'languages', v.languagesRequired);
  need(info.serviceArea.address !== null, 'service-area', 'address', v.serviceAddressRequired);
  need(info.availability.days.length > 0, 'availability', 'days', v.workingDaysRequired);
  need(info.identity.ninMasked !== null, 'identity', 'nin', v.ninInvalid);
  need(
    info.credentials.some((credential) => credential.kind === 'id-document'),
    'identity',
    'idDocument',
    v.idDocumentRequired,
  );
  need(
    info.credentials.some((credential) => credential.kind !== 'id-document'),
    'credentials',
    'credentials',
    v.credentialsRequired,
  );
  need(info.references.length >= TECHNICIAN_LIMITS.referencesMin, 'references', 'references', v.referencesTooFew);
  need(info.payout.bankAccountCount > 0, 'payout', 'bankAccount', v.payoutAccountRequired);
  return missing;
}
