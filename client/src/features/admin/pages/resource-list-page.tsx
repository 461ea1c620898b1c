import { Download, SearchX, Table2 } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ADMIN_PAGE_LIMIT_DEFAULT,
  intlLocale,
  type AdminResourceDescription,
  type AdminActionResultDto,
  type SortOrder,
} from '@fleetcare/shared';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { exportUrl, useResourceList } from '../api/resources.ts';
import { ActionButton } from '../components/action-dialog.tsx';
import { FilterChips, FilterPanel } from '../components/list-filters.tsx';
import { PanelPageHeader } from '../components/panel-page-header.tsx';
import { ResourceTable } from '../components/resource-table.tsx';
import { ResourceUnavailable } from '../components/resource-unavailable.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { AdminLoadError, LoadingRows, pageCount } from '../components/states.tsx';
import {
  isFiltered,
  listQuery,
  listRequest,
  listStateFrom,
  listStateParams,
  type ListFilter,
  type ListState,
} from '../lib/list-state.ts';
import { useResourceDescription } from '../lib/panel-context.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { adminListPath, adminRecordPath } from '../paths.ts';

/** "e-mail, first name or last name": the fields a search looks in, in the reader's language. */
function useSearchedFields(description: AdminResourceDescription): string {
  const { i18n } = useTranslation();
  const text = useResourceText();
  const labels = description.searchable.map((key) =>
    text.field(description.name, key).toLocaleLowerCase(i18n.resolvedLanguage),
  );
  return new Intl.ListFormat(intlLocale(i18n.resolvedLanguage), { type: 'disjunction' }).format(labels);
}

function ResourceList({ description }: { description: AdminResourceDescription }) {
  const { t, i18n } = useTranslation('admin');
  const text = useResourceText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = listStateFrom(params);
  const name = description.name;
  const list = useResourceList(name, listRequest(state, ADMIN_PAGE_LIMIT_DEFAULT));
  const title = text.title(name);
  usePageMeta(title);
  const searchedFields = useSearchedFields(description);

  /** A new search, sort or filter starts again on page 1; a search replaces the address rather than adding one. */
  const update = useCallback(
    (changes: Partial<ListState>, replace = false) =>
      setParams((current) => listStateParams({ ...listStateFrom(current), page: 1, ...changes }), { replace }),
    [setParams],
  );
  const search = useCallback((q: string) => update({ q }, true), [update]);
  const setFilter = (filter: ListFilter) => update({ filter });
  const sort = {
    field: state.sort ?? description.defaultSort.field,
    order: state.sort ? (state.order ?? 'asc') : description.defaultSort.order,
  };
  const onSort = (next: { sort: string; order: SortOrder }) => update(next);
  const hrefOf = (page: number) => adminListPath(name, listStateParams({ ...state, page }));
  const openCreated = (result: AdminActionResultDto) => {
    if (result.record) void navigate(adminRecordPath(name, result.record._id));
  };
  const collectionActions = description.actions.filter((action) => action.scope === 'collection');
  const data = list.data;
  const language = i18n.resolvedLanguage;

  return (
    <>
      <PanelPageHeader
        title={title}
        actions={
          <>
            {collectionActions.map((action) => (
              <ActionButton key={action.name} resource={name} action={action} onDone={openCreated} />
            ))}
            <a href={exportUrl(name, listQuery(state))} download className={buttonClass('secondary')}>
              <Download className="size-4" aria-hidden />
              {t('list.export')}
            </a>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-start gap-3">
        {description.searchable.length > 0 && (
          <SearchBox
            value={state.q}
            onSearch={search}
            label={t('list.searchLabel', { resource: title })}
            placeholder={t('list.searchPlaceholder', { fields: searchedFields })}
          />
        )}
        <FilterPanel description={description} filter={state.filter} onChange={setFilter} />
      </div>
      <div className="mb-4">
        <FilterChips description={description} filter={state.filter} onChange={setFilter} />
      </div>

      {list.isError && !data ? (
        <div className="space-y-3">
          <AdminLoadError
            title={t('list.loadError', { resource: title })}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
          {isFiltered(state) && (
            <Button variant="secondary" onClick={() => update({ q: '', filter: {} })}>
              {t('list.clear')}
            </Button>
          )}
        </div>
      ) : !data ? (
        <LoadingRows label={t('list.loading', { resource: title })} />
      ) : data.total === 0 && !isFiltered(state) ? (
        <EmptyState size="section" icon={Table2} title={t('list.emptyTitle')}>
          {t('list.emptyBody', { resource: title })}
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState
          size="section"
          tone="muted"
          icon={SearchX}
          title={t('list.noMatchTitle')}
          action={
            data.total === 0 ? (
              <Button variant="secondary" onClick={() => update({ q: '', filter: {} })}>
                {t('list.clear')}
              </Button>
            ) : (
              <ButtonLink variant="secondary" to={hrefOf(1)}>
                {t('list.firstPage')}
              </ButtonLink>
            )
          }
        >
          {data.total === 0 ? t('list.noMatchBody') : t('list.pastEnd')}
        </EmptyState>
      ) : (
        <div className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          <p role="status" aria-busy={list.isFetching} className="text-sm text-slate-600">
            {t('list.range', {
              from: formatNumber((data.page - 1) * data.limit + 1, language),
              to: formatNumber((data.page - 1) * data.limit + data.items.length, language),
              total: formatNumber(data.total, language),
            })}
          </p>
          <ResourceTable description={description} rows={data.items} sort={sort} onSort={onSort} label={title} />
          <Pager
            page={data.page}
            pages={pageCount(data.total, data.limit)}
            hrefOf={hrefOf}
            label={t('list.pagination')}
          />
        </div>
      )}
    </>
  );
}

/** /admin-panel/resources/:resource/list: any resource the admin may read, drawn from its description. */
export function ResourceListPage() {
  const { resource } = useParams();
  const description = useResourceDescription(resource);
  if (!description) return <ResourceUnavailable />;
  return <ResourceList key={description.name} description={description} />;
}

export default ResourceListPage;
