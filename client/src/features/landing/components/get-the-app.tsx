import { Download, Share } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallState } from '../pwa/install-prompt.ts';

/**
 * "Get the app" (Android and iOS). FleetCare has no store apps: the site installs as an
 * app (manifest.webmanifest). On Android and other Chromium browsers the Install button uses the browser's own
 * offer and shows only while there is one; iPhone users get Safari's steps. No store badges.
 */
export function GetTheApp() {
  const { t } = useTranslation('landing');
  const install = useInstallState();
  const [declined, setDeclined] = useState(false);

  const onInstall = async () => {
    const outcome = await promptInstall();
    setDeclined(outcome === 'dismissed');
  };

  return (
    <section aria-labelledby="app-title" className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-[1.3fr_1fr] md:items-center">
        <div>
          <h2 id="app-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('app.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">{t('app.body')}</p>

          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{t('app.android.title')}</h3>
              {/* One slot of steady height: the button, or the browser-menu steps, or "installed". */}
              <div className="mt-3 min-h-12 text-sm text-slate-700" aria-live="polite">
                {install.installed ? (
                  <p>{t('app.installed')}</p>
                ) : install.canInstall ? (
                  <button
                    type="button"
                    onClick={() => void onInstall()}
                    className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-accent-400 px-5 text-base font-semibold text-slate-900 hover:bg-accent-500"
                  >
                    <Download className="size-5" />
                    {t('app.install')}
                  </button>
                ) : (
                  <p>{declined ? t('app.android.later') : t('app.android.menu')}</p>
                )}
              </div>
            </div>
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{t('app.ios.title')}</h3>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                <li>{t('app.ios.step1')}</li>
                <li>
                  {t('app.ios.step2')} <Share className="inline size-4 align-[-2px]" />
                </li>
                <li>{t('app.ios.step3')}</li>
              </ol>
            </div>
          </div>
        </div>
        <AppIconPicture label={t('app.iconAlt')} />
      </div>
    </section>
  );
}

/** A phone with the FleetCare icon on its home screen. */
function AppIconPicture({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 200 220" role="img" aria-label={label} className="mx-auto hidden h-56 w-auto md:block">
      <rect x="40" y="6" width="120" height="208" rx="20" fill="#0b3d26" />
      <rect x="48" y="20" width="104" height="180" rx="10" fill="#fff" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) =>
          row === 1 && col === 1 ? null : (
            <rect
              key={`${row}-${col}`}
              x={60 + col * 30}
              y={36 + row * 34}
              width="22"
              height="22"
              rx="6"
              fill="#d2efdf"
            />
          ),
        ),
      )}
      <rect x="84" y="64" width="32" height="32" rx="8" fill="#0f5132" />
      <path d="M93 88V72h15v3.6H97.4v3h9.2v3.5h-9.2V88z" fill="#fff" />
      <rect x="78" y="102" width="44" height="5" rx="2.5" fill="#0f5132" opacity=".5" />
      <circle cx="160" cy="58" r="22" fill="#f6b73c" />
      <path
        d="M160 47v18m-8-8 8 8 8-8"
        fill="none"
        stroke="#0b3d26"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
