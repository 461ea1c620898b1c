import { CalendarClock, Car, FileText, Hourglass, Images, MapPin, Video, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceRequestDto } from '@fleetcare/shared';
import { formatCalendarDate, formatInstant } from '../../../../lib/format.ts';
import { areaLabel } from '../../../../components/address/address-value.ts';
import { Fact } from '../fact.tsx';
import { PhotoThumbnails } from '../photo-thumbnails.tsx';

/** What happens next for a request in its status: whom we asked, what to do, or how it ended. */
export function nextStepKey(request: Pick<MaintenanceRequestDto, 'status' | 'techniciansAsked'>) {
  if (request.status === 'open' && request.techniciansAsked === 0) return 'show.next.openNobody' as const;
  return `show.next.${request.status}` as const;
}

/** The request as its customer wrote it: vehicle, services, description, photos, where and when, and its expiry. */
export function RequestFacts({ request }: { request: MaintenanceRequestDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const photos = request.media.filter((media) => media.kind === 'photo');
  const video = request.media.find((media) => media.kind === 'video');
  const { address } = request;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact icon={Car} label={t('show.facts.vehicle')}>
        {request.vehicle.label}
      </Fact>
      <Fact icon={Wrench} label={t('show.facts.services')}>
        <ul className="flex flex-wrap gap-1.5">
          {request.services.map((service) => (
            <li key={service.slug} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm">
              {service.name}
            </li>
          ))}
        </ul>
      </Fact>
      <Fact icon={MapPin} label={t('show.facts.address')}>
        <span className="block">{address.line}</span>
        <span className="block text-slate-600">{areaLabel({ ...address, line: null })}</span>
        {address.landmark && (
          <span className="block text-slate-600">{t('show.facts.landmark', { landmark: address.landmark })}</span>
        )}
      </Fact>
      <Fact icon={CalendarClock} label={t('show.facts.when')}>
        {t('show.facts.whenValue', {
          date: formatCalendarDate(request.preferredDate, language),
          window: t(`show.facts.timeWindows.${request.timeWindow}`),
        })}
      </Fact>
      {request.expiresAt && (request.status === 'open' || request.status === 'quoted') && (
        <Fact icon={Hourglass} label={t('show.facts.expiresAt')}>
          {formatInstant(request.expiresAt, language, { timeZone: request.timeZone })}
        </Fact>
      )}
      <Fact icon={FileText} wide label={t('show.facts.description')}>
        <span className="whitespace-pre-line">{request.description}</span>
      </Fact>
      {photos.length > 0 && (
        <Fact icon={Images} wide label={t('show.facts.photos')}>
          <PhotoThumbnails
            photos={photos}
            alt={(number) => t('show.facts.photoAlt', { number })}
            className="grid grid-cols-3 gap-2 sm:grid-cols-6"
          />
        </Fact>
      )}
      {video && (
        <Fact icon={Video} wide label={t('show.facts.video')}>
          <video
            src={video.url}
            controls
            playsInline
            preload="metadata"
            aria-label={t('show.facts.video')}
            className="w-full max-w-md rounded-lg bg-black"
          >
            <track kind="captions" />
          </video>
        </Fact>
      )}
    </dl>
  );
}
