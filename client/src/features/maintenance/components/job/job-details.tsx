import { CalendarClock, Car, FileText, Images, MapPin, Navigation, UserRound, Wrench } from 'lucide-react';
import { Fact } from '../fact.tsx';
import { PhoneLink } from '../../../../components/ui/phone-link.tsx';
import { PhotoThumbnails } from '../photo-thumbnails.tsx';
import { useTranslation } from 'react-i18next';
import { maintenanceTimeWindows, type JobDto } from '@fleetcare/shared';
import { formatCalendarDate, formatNumber } from '../../../../lib/format.ts';
import { areaLabel } from '../../../../components/address/address-value.ts';
import { ReportLink } from '../../report/view/report-link.tsx';
import { hasReport } from '../../report/view/report-paths.ts';

/** The browser's own time zone, or undefined where Intl does not say. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * What a technician sees of a job: the area (town, LGA, state) and how far it is, the day and time window on the
 * clock of the vehicle's place, the vehicle, the services, the customer's description and photos. Once the customer
 * booked this technician, the exact address with its landmark and the customer's name and phone (a tel: link).
 */
export function JobDetails({ job }: { job: JobDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const area = areaLabel(job.area);
  const window = maintenanceTimeWindows[job.timeWindow];
  const otherZone = browserTimeZone() !== job.timeZone;
  const photos = job.media.filter((item) => item.kind === 'photo');
  const videos = job.media.filter((item) => item.kind === 'video');
  // A request holds photos or one video, never both: the heading names what it has.
  const mediaTitle = photos.length > 0 ? t('job.details.photos') : t('job.details.videoTitle');
  const contact = job.customerContact;
  const address = job.exactAddress;
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Fact icon={MapPin} label={t('job.details.area')}>
          {area}
        </Fact>
        <Fact icon={Navigation} label={t('job.details.distance')}>
          {t('job.details.distanceValue', { distance: formatNumber(job.distanceKm, language, 1) })}
        </Fact>
        <Fact icon={CalendarClock} label={t('job.details.when')}>
          {t('job.details.whenValue', {
            date: formatCalendarDate(job.preferredDate, language),
            window: t(`job.timeWindows.${job.timeWindow}`),
            from: window.from,
            to: window.to,
          })}
          {otherZone && (
            <span className="block text-sm text-slate-600">
              {t('job.details.timeZone', { timeZone: job.timeZone })}
            </span>
          )}
        </Fact>
        <Fact icon={Car} label={t('job.details.vehicle')}>
          {job.vehicle.label}
        </Fact>
        <Fact icon={Wrench} label={t('job.details.services')} wide>
          <ul className="flex flex-wrap gap-2 pt-1">
            {job.services.map((service) => (
              <li
                key={service.slug}
                className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
              >
                {service.name}
              </li>
            ))}
          </ul>
        </Fact>
        {job.description && (
          <Fact icon={FileText} label={t('job.details.description')} wide>
            <span className="whitespace-pre-line">{job.description}</span>
          </Fact>
        )}
        {address && (
          <Fact icon={MapPin} label={t('job.details.address')} wide>
            <span data-testid="job-exact-address">{areaLabel(address)}</span>
            {address.landmark && (
              <span className="block text-sm text-slate-700">
                {t('job.details.landmark', { landmark: address.landmark })}
              </span>
            )}
          </Fact>
        )}
        {contact && (
          <Fact icon={UserRound} label={t('job.details.customer')} wide>
            <span className="block">{contact.name}</span>
            {contact.phone && <PhoneLink phone={contact.phone} />}
          </Fact>
        )}
      </dl>
      {(photos.length > 0 || videos.length > 0) && (
        <section aria-label={mediaTitle}>
          <h3 className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-600">
            <Images className="size-4 text-slate-500" aria-hidden />
            {mediaTitle}
          </h3>
          <PhotoThumbnails
            photos={photos}
            alt={(number) => t('job.details.photoAlt', { number })}
            className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4"
            framed
          />
          {videos.map((video) => (
            <video
              key={video._id}
              src={video.url}
              controls
              playsInline
              preload="metadata"
              aria-label={t('job.details.video')}
              className="mt-2 w-full max-w-md rounded-lg border border-slate-200 bg-black"
            />
          ))}
        </section>
      )}
      {address && hasReport(job.status) && (
        <div className="border-t border-slate-100 pt-4">
          <ReportLink maintenanceId={job._id} status={job.status} />
        </div>
      )}
    </div>
  );
}
