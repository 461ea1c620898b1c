/**
 * The technicians feature's query keys, written once. `info()` is the one copy of the signed-in technician's
 * TechnicianInfoDto: every technician call answers it whole, and its answer replaces the cached one.
 */
export const technicianKeys = {
  all: ['technicians'] as const,
  info: () => [...technicianKeys.all, 'info'] as const,
  serviceCatalogue: (locale: string) => [...technicianKeys.all, 'service-catalogue', locale] as const,
  referenceRequest: (token: string) => [...technicianKeys.all, 'reference-request', token] as const,
};
