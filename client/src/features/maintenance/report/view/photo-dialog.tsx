import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ReportMediaDto } from '@fleetcare/shared';
import { iconButtonClass } from '../../../../components/ui/button.tsx';

/**
 * A report's photo full size in a modal, shown while it is open (closing unmounts it): the full photo is downloaded
 * only then. Its own module, loaded the first time a photo is opened (ReportMedia).
 */
export default function PhotoDialog({
  photo,
  title,
  onClose,
}: {
  photo: ReportMediaDto;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/80" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-1rem)] w-[calc(100vw-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-3 shadow-xl focus:outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="min-w-0 truncate font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={t('view.close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <img
            src={photo.url}
            alt={title}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            decoding="async"
            className="mx-auto max-h-[calc(100vh-6rem)] w-auto max-w-full rounded-lg object-contain"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
