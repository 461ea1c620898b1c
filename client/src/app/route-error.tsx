import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

/** A failed dynamic import: a dropped connection or a deploy that replaced the old chunks. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|CSS chunk load failed|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Shown in place of a route that failed: recoverable, with a reload action. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-3 text-slate-600">
        {isChunkLoadError(error) ? t('routeError.chunkBody') : t('routeError.body')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Link to="/" className={buttonClass('secondary')} reloadDocument>
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
