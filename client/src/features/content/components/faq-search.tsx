import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../../components/ui/field.tsx';
import { FAQ_SEARCH_MAX } from '../api/faq.ts';

export const SEARCH_DEBOUNCE_MS = 300;

/** The search text lives in the address (?q=), so a search can be shared or bookmarked. */
export function useSearchQuery(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [query, setQuery];
}

/** A search box that updates the address a moment after the visitor stops typing (at once on Enter). */
export function FaqSearch({ query, onSearch }: { query: string; onSearch: (next: string) => void }) {
  const { t } = useTranslation('content');
  const id = useId();
  const [text, setText] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  // The address changed without typing (back button, a "clear" link): show its text.
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== text.trim()) setText(query);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="max-w-xl">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('help.searchLabel')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={FAQ_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('help.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClass} pl-10 ${text ? 'pr-11' : ''} [&::-webkit-search-cancel-button]:hidden`}
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            aria-label={t('help.clearSearch')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
          >
            <X className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </form>
  );
}
