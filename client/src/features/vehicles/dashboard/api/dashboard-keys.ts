/** The dashboard feature's query keys, written once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summaries: () => [...dashboardKeys.all, 'summaries'] as const,
  calendar: (from: string, to: string) => [...dashboardKeys.all, 'calendar', from, to] as const,
};
