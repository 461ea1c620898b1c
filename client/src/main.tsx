import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { adoptServerRendered, releaseOnLeaving } from './app/server-rendered.ts';
import { initialLocale } from './app/shell/initial-locale.ts';
import { registerForcedSignOut } from './features/users/session/forced-sign-out.ts';
import { ensureIpLookup, readStoredIpLookup } from './features/content/ip-lookup.ts';
import { initI18n, storedLocale } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first visit asks where the visitor is (locale, cookie banner); later visits read the stored answer.
const storedLookup = readStoredIpLookup();
const lookup = ensureIpLookup();
// The router starts loading the page's code now, while the language is being settled.
const router = createRouter();
const queryClient = createQueryClient();
// A screen the server rendered into the page: its data is the query's, its language the first paint's.
const serverRendered = adoptServerRendered(queryClient);
releaseOnLeaving(router);

// Strings for the likeliest language load while the lookup is under way; a Norwegian answer switches before paint.
const saved = storedLocale();
// The server's page is written in the reader's language: the app starts in it too, unless they chose another here.
const chosen = saved ?? serverRendered?.lang;
const [, locale] = await Promise.all([
  initI18n(chosen ?? storedLookup?.locale ?? 'en'),
  initialLocale(chosen, storedLookup, lookup),
]);
if (i18next.language !== locale) await i18next.changeLanguage(locale);
// The html lang attribute follows every change of language, detected or chosen.
document.documentElement.lang = i18next.language;
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Spec point 8: an answer saying the session is gone signs the visitor out, and the guards re-run.
registerForcedSignOut(queryClient, () => router.revalidate());
createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
