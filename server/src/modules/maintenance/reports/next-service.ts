import type { RoutineCheckItem } from '@fleetcare/shared';

/**
 * Which of the vehicle's routine-check schedules a booked service renews: the next service a report sets (its date
 * and distance) is written to the vehicle's schedules of these items, those it has (none is added). A service not
 * listed here (diagnostics, inspections, roadside help, parts sourcing) renews none, so its report's next service
 * stays in the report only.
 */
const itemsOfService: Readonly<Record<string, readonly RoutineCheckItem[]>> = {
  'general-servicing': ['engine-oil', 'oil-filter', 'air-filter'],
  'brake-repair': ['brake-pads', 'brake-fluid'],
  'battery-and-electrical': ['battery'],
  'air-conditioning': ['air-conditioning'],
  'suspension-and-steering': ['wheel-alignment'],
};

/** The routine-check items the booked services renew, each once. */
export function routineItemsOfServices(services: readonly string[]): RoutineCheckItem[] {
  return [...new Set(services.flatMap((slug) => itemsOfService[slug] ?? []))];
}
