import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@fleetcare/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useChosenImage } from '../../../../components/ui/use-chosen-image.ts';
import { useUploadMyAvatar } from '../../api/profile.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { SettingsSection } from '../settings-section.tsx';
import { UserAvatar } from '../user-avatar.tsx';

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file cannot be a profile picture, checked before sending (the server checks the bytes again). */
export function avatarProblem(file: File): 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size > AVATAR_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

export function AvatarSection({ user }: { user: UserDto }) {
  const { t } = useTranslation(['settings', 'errors']);
  const inputId = useId();
  const upload = useUploadMyAvatar();
  const { chosen, problem, choose, clear } = useChosenImage(
    (file) => {
      const reason = avatarProblem(file);
      return reason ? t(`avatar.problems.${reason}`) : null;
    },
    () => upload.reset(),
  );

  const save = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        clear();
        showToast(t('avatar.saved'));
      },
    });
  };

  const error = problem ?? (upload.error ? errorText(t, upload.error) : null);
  return (
    <SettingsSection title={t('avatar.title')} description={t('avatar.description')}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar user={user} size="lg" src={chosen?.preview ?? null} />
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t('avatar.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-help`}
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          />
          <p id={`${inputId}-help`} className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
            {error ?? t('avatar.rules')}
          </p>
          {chosen && (
            <div className="mt-3 flex flex-wrap gap-3">
              <Button onClick={save} disabled={upload.isPending} aria-busy={upload.isPending}>
                {upload.isPending && <Spinner />}
                {t('avatar.save')}
              </Button>
              <Button variant="secondary" onClick={clear} disabled={upload.isPending}>
                {t('avatar.discard')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
