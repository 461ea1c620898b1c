import {
  ratingAverage,
  type QuotationDto,
  type QuotationLabourDto,
  type QuotationPartDto,
  type QuotationStatus,
  type QuotationTechnicianDto,
} from '@fleetcare/shared';
import type { QuotationLabourItem, QuotationPartItem } from '../../db/schema/index.ts';
import type { Locale } from '../../lib/i18n.ts';
import type { QuotationRow, QuotingTechnicianRow, ServiceTypeRow } from './quotations.repository.ts';

/** What a quotation's DTO needs besides its row. */
export interface QuotationContext {
  locale: Locale;
  now: Date;
  catalogue: ReadonlyMap<string, ServiceTypeRow>;
  technician: QuotingTechnicianRow | undefined;
  avatarUrl: string | null;
}

/**
 * The status people see: a submitted quotation whose validity has passed is shown expired at once, before the sweep
 * marks the row; it can no longer be accepted or revised.
 */
export function shownStatus(row: Pick<QuotationRow, 'status' | 'validUntil'>, now: Date): QuotationStatus {
  return row.status === 'submitted' && row.validUntil.getTime() <= now.getTime() ? 'expired' : row.status;
}

/** "Chinedu O.": the first name and the initial of the last. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

function labourDtos(
  labour: QuotationLabourItem[],
  catalogue: ReadonlyMap<string, ServiceTypeRow>,
  locale: Locale,
): QuotationLabourDto[] {
  return labour.map((line) => {
    const texts = catalogue.get(line.service)?.texts;
    return {
      service: line.service,
      name: texts?.[locale]?.name ?? texts?.en?.name ?? line.service,
      amount: line.amount,
    };
  });
}

function partDtos(parts: QuotationPartItem[]): QuotationPartDto[] {
  return parts.map((part) => ({
    name: part.name,
    quantity: part.quantity,
    unitPrice: part.unitPrice,
    grade: part.grade,
    amount: part.quantity * part.unitPrice,
  }));
}

function technicianDto(row: QuotationRow, context: QuotationContext): QuotationTechnicianDto {
  const technician = context.technician;
  return {
    _id: row.technicianId,
    name: technician ? shortName(technician.firstName, technician.lastName) : '',
    avatarUrl: context.avatarUrl,
    rating: ratingAverage(technician?.ratingSum ?? 0, technician?.ratingCount ?? 0),
    ratingCount: technician?.ratingCount ?? 0,
    completedJobs: technician?.completedJobs ?? 0,
    yearsExperience: technician?.yearsExperience ?? null,
    distanceKm: Math.round((technician?.distanceKm ?? 0) * 10) / 10,
  };
}

export function toQuotationDto(row: QuotationRow, context: QuotationContext): QuotationDto {
  const previous = row.previous;
  return {
    _id: row.id,
    maintenanceId: row.requestId,
    status: shownStatus(row, context.now),
    technician: technicianDto(row, context),
    labour: labourDtos(row.labour, context.catalogue, context.locale),
    parts: partDtos(row.parts),
    callOutFee: row.callOutFee,
    totals: { labour: row.labourTotal, parts: row.partsTotal, callOutFee: row.callOutFee, total: row.total },
    earliestArrival: row.earliestArrival.toISOString(),
    validUntil: row.validUntil.toISOString(),
    note: row.note,
    revision: row.revision,
    previous: previous
      ? {
          labour: labourDtos(previous.labour, context.catalogue, context.locale),
          parts: partDtos(previous.parts),
          callOutFee: previous.callOutFee,
          totals: {
            labour: previous.labourTotal,
            parts: previous.partsTotal,
            callOutFee: previous.callOutFee,
            total: previous.total,
          },
          sentAt: previous.sentAt,
        }
      : null,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
