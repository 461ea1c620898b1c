import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { registerForcedSignOut } from './features/auth/session/forced-sign-out.ts';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

await initI18n();
const queryClient = createQueryClient();
const router = createRouter();
// Spec point 8: an answer saying the session is gone signs the visitor out, and the guards re-run.
registerForcedSignOut(queryClient, () => router.revalidate());
createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
