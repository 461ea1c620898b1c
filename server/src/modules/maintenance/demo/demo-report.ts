import { randomUUID } from 'node:crypto';
import type { ReportTaskStatus } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import type { ReportViewer } from '../reports/report-access.ts';
import { addFeedbackEntry, getReport, inspectorMarkTask, updateInspectionReport } from '../reports/report.service.ts';

/** What the demo technician found, task by task in the servicing checklist's order (the rest were fine). */
const FOUND: readonly { status: ReportTaskStatus; note?: string }[] = [
  { status: 'replaced', note: 'Drained 4 L of black oil; refilled with 5W-30 and fitted a new OEM filter.' },
  { status: 'attention', note: 'The air filter is dusty from the harmattan; blown clean, replace it soon.' },
  { status: 'fixed', note: 'Coolant was below the minimum line; topped up, no leak found.' },
];

/**
 * The demo servicing's report as its technician writes it on the job: each checklist task marked, notes on what he
 * changed, a summary and a recommendation. It stays a draft; completing it is the technician's "work done".
 */
export async function writeDemoReport(deps: AppDeps, technician: ReportViewer, requestId: string): Promise<void> {
  const report = await getReport(deps, technician, requestId);
  for (const [index, task] of report.tasks.entries()) {
    const found = FOUND[index] ?? { status: 'ok' as const };
    await inspectorMarkTask(deps, technician, { taskId: task._id, status: found.status });
    if (found.note)
      await addFeedbackEntry(deps, technician, { taskId: task._id, clientId: randomUUID(), text: found.note });
  }
  await updateInspectionReport(deps, technician, report._id, {
    summary:
      'Full service done: oil and oil filter changed, coolant topped up, tyres set to 32 psi, lights and wipers ' +
      'working. The car is in good shape for the harmattan.',
    recommendations: [{ text: 'Replace the air filter (about ₦6,500).', urgency: 'within-a-month' }],
  });
}
