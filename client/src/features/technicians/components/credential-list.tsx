import { ExternalLink, FileText, Image, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechnicianCredentialDto } from '@fleetcare/shared';
import { CallError } from '../../../components/form/form-status.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { lineTarget } from '../../../components/ui/text-link.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useDeleteCredential } from '../api/technician-info.ts';
import { fileSize } from '../lib/credential-file.ts';

/** The uploaded papers: each opens through its signed link; while editing is allowed, each can be deleted. */
export function CredentialList({
  credentials,
  editable,
  emptyText,
}: {
  credentials: TechnicianCredentialDto[];
  editable: boolean;
  emptyText: string;
}) {
  const { t, i18n } = useTranslation('technicians');
  const remove = useDeleteCredential();
  const [deleting, setDeleting] = useState<TechnicianCredentialDto>();
  if (credentials.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <>
      <CallError error={remove.error} className="mb-3" />
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {credentials.map((credential) => {
          const Icon = credential.contentType === 'application/pdf' ? FileText : Image;
          return (
            <li key={credential._id} className="flex flex-wrap items-center gap-3 p-3" data-testid="credential">
              <Icon className="size-6 shrink-0 text-slate-500" aria-hidden />
              <div className="min-w-0 flex-1 basis-40">
                <p className="break-words font-medium text-slate-900">{credential.title}</p>
                <p className="break-all text-sm text-slate-600">
                  {t(`credentialKinds.${credential.kind}`)} · {credential.fileName} ·{' '}
                  {fileSize(credential.sizeBytes, i18n.resolvedLanguage)} ·{' '}
                  {formatInstant(credential.createdAt, i18n.resolvedLanguage, { style: 'date' })}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <a
                  href={credential.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('credentials.openNamed', { title: credential.title })}
                  className={`${lineTarget} rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50`}
                >
                  <ExternalLink className="size-4" aria-hidden />
                  {t('credentials.open')}
                </a>
                {editable && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(credential)}
                    className="text-red-700"
                    aria-label={t('credentials.deleteNamed', { title: credential.title })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {t('credentials.delete')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('credentials.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('credentials.deleteBody')}
        confirmLabel={t('credentials.delete')}
        cancelLabel={t('cancel')}
        danger
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, { onSettled: () => setDeleting(undefined) });
        }}
      />
    </>
  );
}
