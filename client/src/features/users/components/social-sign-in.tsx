import { API_PREFIX, buildPath, socialRedirectPaths, type SocialProvider } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useSocialProviders } from '../api/sign-in.ts';

function ProviderMark({ provider }: { provider: SocialProvider }) {
  const letter = { google: 'G', facebook: 'f', apple: '' }[provider];
  const colour = { google: 'text-[#4285F4]', facebook: 'text-[#1877F2]', apple: 'text-slate-900' }[provider];
  return (
    <span aria-hidden className={`w-5 text-center text-lg font-bold leading-none ${colour}`}>
      {letter}
    </span>
  );
}

/**
 * "Continue with …" for the providers whose redirect sign-in this server has configured. Token sign-in needs the
 * providers' browser SDKs, which we do not load, so only redirect providers get a button.
 */
export function SocialSignIn({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('users');
  const { data } = useSocialProviders();
  const providers = data?.redirect ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="relative text-center text-sm text-slate-500 before:absolute before:inset-x-0 before:top-1/2 before:h-px before:bg-slate-200">
        <span className="relative bg-white px-3">{t('social.or')}</span>
      </p>
      <ul className="mt-4 grid gap-3">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={buttonClass('secondary', 'lg', 'w-full')}
              href={`${API_PREFIX}${buildPath(socialRedirectPaths.start, { provider })}?${new URLSearchParams({ redirectTo }).toString()}`}
            >
              <ProviderMark provider={provider} />
              {t(`social.continueWith.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
