import type { TFunction } from 'i18next';
import type { TechnicianStatus } from '@fleetcare/shared';

export type StatusTone = 'success' | 'waiting' | 'action' | 'stopped' | 'neutral';

/** How each status looks: done, waiting on FleetCare, waiting on the applicant, stopped, or not yet sent. */
export const technicianStatusTones: Record<TechnicianStatus, StatusTone> = {
  incomplete: 'neutral',
  pending: 'waiting',
  'in-review': 'waiting',
  'changes-requested': 'action',
  approved: 'success',
  rejected: 'stopped',
  suspended: 'stopped',
  deactivated: 'stopped',
};

/** A status in the reader's words ("In review", «Under vurdering»); `t` of any namespace. */
export function technicianStatusLabel(t: TFunction, status: TechnicianStatus): string {
  return t(`technicians:status.${status}`);
}
