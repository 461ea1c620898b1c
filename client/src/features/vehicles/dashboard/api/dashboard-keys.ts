/** The dashboard feature's query keys, written once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summaries: () => [...dashboardKeys.all, 'summaries'] as const,
  calendar: (from: string, to: string, withOverdue = false) =>
    [...dashboardKeys.all, 'calendar', from, to, withOverdue ? 'with-overdue' : 'range'] as const,
};
