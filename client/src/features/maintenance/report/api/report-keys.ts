/**
 * The job reports' query keys, written once. Everything about one job's report sits under `report(maintenanceId)`,
 * so invalidating it refreshes the report and anything read beside it; `all` covers every report (signing out, a
 * change of language: the checklist's titles come in the reader's language).
 */
export const reportKeys = {
  all: ['reports'] as const,
  report: (maintenanceId: string) => [...reportKeys.all, 'report', maintenanceId] as const,
  /** The whole report as get-report answers it. */
  detail: (maintenanceId: string) => [...reportKeys.report(maintenanceId), 'detail'] as const,
};
