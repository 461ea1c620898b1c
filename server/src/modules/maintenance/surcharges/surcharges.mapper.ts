import type { MaintenanceMediaDto, QuotationLabourDto, QuotationPartDto, SurchargeDto } from '@fleetcare/shared';
import type { Locale } from '../../../lib/i18n.ts';
import type { ServiceTypeRow, SurchargePhotoRow, SurchargeRow } from './surcharges.repository.ts';

/** What a surcharge's DTO needs besides its row: the reader's language, the catalogue, its photos' signed links. */
export interface SurchargeContext {
  locale: Locale;
  catalogue: ReadonlyMap<string, ServiceTypeRow>;
  media: MaintenanceMediaDto[];
}

function labourDtos(row: SurchargeRow, context: SurchargeContext): QuotationLabourDto[] {
  return row.labour.map((line) => {
    const texts = context.catalogue.get(line.service)?.texts;
    return {
      service: line.service,
      name: texts?.[context.locale]?.name ?? texts?.en?.name ?? line.service,
      amount: line.amount,
    };
  });
}

function partDtos(row: SurchargeRow): QuotationPartDto[] {
  return row.parts.map((part) => ({
    name: part.name,
    quantity: part.quantity,
    unitPrice: part.unitPrice,
    grade: part.grade,
    amount: part.quantity * part.unitPrice,
  }));
}

/** A surcharge photo with the signed link that serves it. */
export function toSurchargePhotoDto(row: SurchargePhotoRow, url: string): MaintenanceMediaDto {
  return { _id: row.id, kind: 'photo', url, contentType: row.contentType };
}

/** A surcharge priced like a quotation without a call-out fee. */
export function toSurchargeDto(row: SurchargeRow, context: SurchargeContext): SurchargeDto {
  return {
    _id: row.id,
    maintenanceId: row.requestId,
    status: row.status,
    reason: row.reason,
    labour: labourDtos(row, context),
    parts: partDtos(row),
    totals: { labour: row.labourTotal, parts: row.partsTotal, callOutFee: 0, total: row.total },
    media: context.media,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
