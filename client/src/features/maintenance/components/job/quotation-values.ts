import {
  maintenanceTimeWindows,
  QUOTATION_LIMITS,
  quotationTotals,
  zonedInstant,
  type JobDto,
  type PartGrade,
  type QuotationDto,
  type QuotationTotals,
} from '@fleetcare/shared';
import { koboToNairaInput, parseNairaInput } from '../../../../lib/naira-input.ts';

/** A part row as the form holds it: text as typed (the price in naira). */
export interface PartValues {
  name: string;
  quantity: string;
  unitPrice: string;
  grade: PartGrade | '';
}

/**
 * The quotation form's values: amounts are the naira text people type, the earliest arrival a datetime-local value
 * ("2026-03-05T09:30") on the clock of the job's place. `toQuotationInput` makes the request from them.
 */
export interface QuotationValues {
  labour: { service: string; amount: string }[];
  parts: PartValues[];
  callOutFee: string;
  earliestArrival: string;
  validityHours: string;
  note: string;
}

export const emptyPart: PartValues = { name: '', quantity: '1', unitPrice: '', grade: '' };

/** An instant as a datetime-local value ("2026-03-05T09:30") on the clock of `timeZone`. */
export function zonedLocalInput(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A datetime-local value read on the clock of `timeZone`, as ISO 8601 (UTC, "Z"); undefined when it is none. */
export function localInputToIso(value: string, timeZone: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  try {
    return zonedInstant(match[1] as string, match[2] as string, timeZone).toISOString();
  } catch {
    return undefined;
  }
}

/**
 * The form's first values: a revision starts from the live quotation; a first quotation has one empty labour
 * amount per requested service, no parts, and the start of the customer's time window as the earliest arrival.
 */
export function initialQuotationValues(job: JobDto, quotation?: QuotationDto): QuotationValues {
  if (quotation) {
    const amounts = new Map(quotation.labour.map((line) => [line.service, koboToNairaInput(line.amount)]));
    const validityMs = Date.parse(quotation.validUntil) - Date.now();
    const hoursLeft = Math.ceil(validityMs / 3_600_000);
    const validity = hoursLeft >= QUOTATION_LIMITS.validityHoursMin ? hoursLeft : QUOTATION_LIMITS.validityHoursDefault;
    return {
      labour: job.services.map((service) => ({ service: service.slug, amount: amounts.get(service.slug) ?? '' })),
      parts: quotation.parts.map((part) => ({
        name: part.name,
        quantity: String(part.quantity),
        unitPrice: koboToNairaInput(part.unitPrice),
        grade: part.grade,
      })),
      callOutFee: quotation.callOutFee > 0 ? koboToNairaInput(quotation.callOutFee) : '',
      earliestArrival: zonedLocalInput(quotation.earliestArrival, job.timeZone),
      validityHours: String(Math.min(validity, QUOTATION_LIMITS.validityHoursMax)),
      note: quotation.note,
    };
  }
  return {
    labour: job.services.map((service) => ({ service: service.slug, amount: '' })),
    parts: [],
    callOutFee: '',
    earliestArrival: `${job.preferredDate}T${maintenanceTimeWindows[job.timeWindow].from}`,
    validityHours: String(QUOTATION_LIMITS.validityHoursDefault),
    note: '',
  };
}

const blankAsUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** A part row as a request sends it (before the shared schema checks it): the price in kobo. */
export function toPartInput(part: PartValues) {
  return {
    name: part.name,
    quantity: blankAsUndefined(part.quantity),
    unitPrice: parseNairaInput(part.unitPrice),
    grade: part.grade === '' ? undefined : part.grade,
  };
}

/** The create-or-update-quotation request the values make (before the shared schema checks it): amounts in kobo. */
export function toQuotationInput(job: JobDto, values: QuotationValues) {
  return {
    maintenanceId: job._id,
    labour: values.labour.map((line) => ({ service: line.service, amount: parseNairaInput(line.amount) })),
    parts: values.parts.map(toPartInput),
    callOutFee: parseNairaInput(values.callOutFee) ?? 0,
    earliestArrival: localInputToIso(values.earliestArrival, job.timeZone) ?? values.earliestArrival,
    validityHours: blankAsUndefined(values.validityHours),
    note: values.note,
  };
}

const wholeOrZero = (value: number | undefined) =>
  value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : 0;

/** The totals the values come to so far, for display only (what cannot be read yet counts as 0). */
export function displayedTotals(
  values: Pick<QuotationValues, 'labour' | 'parts'> & { callOutFee?: string },
): QuotationTotals {
  return quotationTotals({
    labour: values.labour.map((line) => ({ amount: wholeOrZero(parseNairaInput(line.amount)) })),
    parts: values.parts.map((part) => {
      const quantity = /^\d{1,3}$/.test(part.quantity.trim()) ? Number(part.quantity.trim()) : 0;
      return { quantity, unitPrice: wholeOrZero(parseNairaInput(part.unitPrice)) };
    }),
    callOutFee: wholeOrZero(parseNairaInput(values.callOutFee ?? '')),
  });
}
