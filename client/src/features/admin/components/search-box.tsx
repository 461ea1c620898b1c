import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';

/** How long typing must pause before the list is asked for again. */
export const SEARCH_DELAY_MS = 350;

/**
 * The list's search box: the list follows what is typed once typing pauses (or at once on Enter). When the search
 * changes from elsewhere (back, a link), the box shows it.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== value) onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="relative min-w-0 flex-1 basis-64">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        className={`${inputClass} pl-9`}
      />
    </form>
  );
}
