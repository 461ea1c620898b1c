import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportDto } from '@fleetcare/shared';
import { maintenanceQueryOptions } from '../../features/maintenance/api/maintenance-requests.ts';
import { isNotFoundError } from '../../features/maintenance/components/record-page.tsx';
import { maintenanceDetailsPath } from '../../features/maintenance/lib/request-links.ts';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { vehicleQueryOptions } from '../../features/vehicles/api/vehicles.ts';
import { vehiclePath } from '../../features/vehicles/paths.ts';

const linkClass = 'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800';

/** Where the reader goes back to: the job's page, the vehicle's history, or nowhere (null), once it is known. */
export type ReportWayBack = 'job' | 'vehicle' | null;

/**
 * Which page of the job the reader can open, asked of the server one call at a time: get-maintenance answers the
 * job's customer (its page); the vehicle answers its owner and collaborators who did not book the job (the
 * vehicle's history, where the job and this report are listed); the report's technician is neither, and the job's
 * page shows them the job they were booked for. Anyone else, or a failed call, gets no way back; undefined while
 * the calls are under way.
 */
export function useReportWayBack(report: Pick<ReportDto, 'maintenanceId' | 'vehicleId'>): ReportWayBack | undefined {
  const job = useQuery(maintenanceQueryOptions(report.maintenanceId));
  const notTheCustomer = job.isError && isNotFoundError(job.error);
  const vehicle = useQuery({ ...vehicleQueryOptions(report.vehicleId), enabled: notTheCustomer });
  const user = useCurrentUser();
  if (job.isSuccess) return 'job';
  if (!notTheCustomer) return job.isError ? null : undefined;
  if (vehicle.isSuccess) return 'vehicle';
  if (!vehicle.isError) return undefined;
  if (!isNotFoundError(vehicle.error)) return null;
  if (user.isPending) return undefined;
  return user.data?.roles.includes('technician') ? 'job' : null;
}

function JobLink({ maintenanceId }: { maintenanceId: string }) {
  const { t } = useTranslation('reports');
  return (
    <Link to={maintenanceDetailsPath(maintenanceId)} className={linkClass}>
      <ArrowLeft className="size-4" aria-hidden />
      {t('view.backToJob')}
    </Link>
  );
}

function VehicleLink({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('vehicles');
  return (
    <Link to={vehiclePath(vehicleId, 'history')} className={linkClass}>
      <ArrowLeft className="size-4" aria-hidden />
      {t('form.backToVehicle')}
    </Link>
  );
}

/**
 * The report view's way back to a page the reader can open (useReportWayBack): "Back to the job", or "Back to the
 * vehicle" on the vehicle's history; nothing while that is asked, and nothing for a reader with no such page, so
 * the link never leads to a page that is not theirs.
 */
export default function ReportBackLink({ report }: { report: Pick<ReportDto, 'maintenanceId' | 'vehicleId'> }) {
  const wayBack = useReportWayBack(report);
  if (wayBack === 'job') return <JobLink maintenanceId={report.maintenanceId} />;
  if (wayBack !== 'vehicle') return null;
  // The vehicles' words load only for this reader; the report stays on screen meanwhile.
  return (
    <Suspense fallback={null}>
      <VehicleLink vehicleId={report.vehicleId} />
    </Suspense>
  );
}
