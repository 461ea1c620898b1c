import type { MissingItemDto } from '@fleetcare/shared';
import type { ApiError } from '../../../lib/api-error.ts';
import { stepOf } from '../paths.ts';

/**
 * The items a refused submit names (TECHNICIAN_APPLICATION_INCOMPLETE lists every missing item as a field,
 * `<step>.<field>`, with its message): those of a known step as missing items, the others as messages alone.
 */
export function refusedItems(error: ApiError): { items: MissingItemDto[]; others: string[] } {
  const items: MissingItemDto[] = [];
  const others: string[] = [];
  const fields = new Set([...Object.keys(error.fieldErrorKeys), ...Object.keys(error.fieldErrors)]);
  for (const path of fields) {
    const message = error.fieldErrorKeys[path] ?? error.fieldErrors[path] ?? '';
    const [first = '', ...rest] = path.split('.');
    const step = stepOf(first);
    if (step) items.push({ step, field: rest.join('.') || first, message });
    else others.push(message);
  }
  return { items, others };
}
