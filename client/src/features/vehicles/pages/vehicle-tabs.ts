/** The vehicle page's sections, each addressable (?tab=checks); the first is the default. */
export const vehicleTabs = ['overview', 'checks', 'mileage', 'obd', 'documents', 'collaborators', 'history'] as const;
export type VehicleTab = (typeof vehicleTabs)[number];

export function tabFrom(value: string | null): VehicleTab {
  return (vehicleTabs as readonly string[]).includes(value ?? '') ? (value as VehicleTab) : 'overview';
}
