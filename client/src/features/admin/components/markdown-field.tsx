import { useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessage, inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { useFieldError } from '../../../components/form/form-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useMarkdownPreview } from '../api/markdown.ts';

/**
 * Markdown with two tabs: Write (the text) and Preview (the text as the blog will show it, rendered and sanitised
 * by the server).
 */
export function MarkdownField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const preview = useMarkdownPreview(field.value ?? '', tab === 'preview');
  const id = useId();
  const tabs = [
    { key: 'write' as const, label: t('markdown.write') },
    { key: 'preview' as const, label: t('markdown.preview') },
  ];
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <div role="tablist" aria-label={label} className="flex rounded-lg border border-slate-300 bg-white p-0.5">
          {tabs.map((one) => (
            <button
              key={one.key}
              type="button"
              role="tab"
              id={`${id}-${one.key}-tab`}
              aria-selected={tab === one.key}
              aria-controls={`${id}-${one.key}`}
              onClick={() => setTab(one.key)}
              className={`min-h-9 rounded-md px-3 text-sm font-medium ${
                tab === one.key ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {one.label}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={`${id}-write`} aria-labelledby={`${id}-write-tab`} hidden={tab !== 'write'}>
        <textarea
          id={id}
          rows={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputClass} font-mono text-sm`}
          {...field}
          value={field.value ?? ''}
        />
      </div>
      <div
        role="tabpanel"
        id={`${id}-preview`}
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== 'preview'}
        className="min-h-40 rounded-lg border border-slate-300 bg-white p-4"
      >
        {tab !== 'preview' ? null : (field.value ?? '').trim() === '' ? (
          <p className="text-sm text-slate-500">{t('markdown.nothing')}</p>
        ) : preview.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner />
            {t('markdown.loading')}
          </p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(t, preview.error)}
          </p>
        ) : (
          // The server renders the Markdown and sanitises the HTML (as the blog shows it).
          <Prose html={preview.data.html} />
        )}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
