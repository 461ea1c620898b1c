import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LAGOS_TIME_ZONE, type AdminFieldDescription, type AdminFileValue, type AdminValue } from '@fleetcare/shared';
import { formatInstant, formatMoney, formatNumber } from '../../../lib/format.ts';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';
import { useAdminPanel } from '../lib/panel-context.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { adminRecordPath } from '../paths.ts';

/** A long id in a table: its first eight characters (the whole id is the link's title and on the record page). */
export const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

const chipClass =
  'inline-flex items-center whitespace-nowrap rounded-full border border-slate-200 bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800';

export function Chip({ children }: { children: string }) {
  return <span className={chipClass}>{children}</span>;
}

/** No value: a dash on screen, words for a screen reader. */
export function NoValue() {
  const { t } = useTranslation('admin');
  return (
    <span className="text-slate-400">
      <span aria-hidden>—</span>
      <span className="sr-only">{t('value.none')}</span>
    </span>
  );
}

const isEmpty = (value: AdminValue | undefined) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Text that may be long: in a table it keeps to one line, whole in its title. */
function PlainText({ value, compact }: { value: string; compact: boolean }) {
  if (!compact) return <span className="whitespace-pre-wrap break-words">{value}</span>;
  const short = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return <span title={short === value ? undefined : value}>{short}</span>;
}

function fileValueOf(value: AdminValue): AdminFileValue | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { url, image } = value as Partial<AdminFileValue>;
  return typeof url === 'string' ? { url, image: image === true } : null;
}

/**
 * A private file: a link that opens it in a new tab and, for an image, its preview (a thumbnail in a table). The
 * URL works for a few minutes: the page asks for a fresh one when it loads again.
 */
function FileLink({ file, label, compact }: { file: AdminFileValue; label: string; compact: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`inline-flex items-start gap-2 ${compact ? 'flex-row items-center' : 'flex-col'}`}>
      {file.image && (
        <img
          src={file.url}
          alt={t('value.preview', { field: label })}
          loading="lazy"
          className={`shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain ${
            compact ? 'size-10' : 'max-h-64 max-w-full'
          }`}
        />
      )}
      <a
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${inlineLinkClass} inline-flex items-center gap-1 whitespace-nowrap`}
      >
        {t('value.openFile')}
        <ExternalLink className="size-4 shrink-0" aria-hidden /> <span className="sr-only">{t('value.newTab')}</span>
      </a>
    </span>
  );
}

/**
 * A field's value as its type reads: money in naira in the reader's language, times on Lagos's clock, yes/no,
 * enum values by their labels, ids of another resource as links to that record, tags as chips, JSON laid out,
 * private files as a link (and an image's preview).
 * `compact` is the list's cell; otherwise the record page's, where nothing is shortened.
 */
export function FieldValue({
  resource,
  field,
  value,
  compact = false,
}: {
  resource: string;
  field: AdminFieldDescription;
  value: AdminValue | undefined;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const text = useResourceText();
  const panel = useAdminPanel();
  const language = i18n.resolvedLanguage;
  if (isEmpty(value) || value === undefined) return <NoValue />;

  if (field.ref && typeof value === 'string') {
    const readable = panel.resources.some((described) => described.name === field.ref);
    const shown = compact ? shortId(value) : value;
    return readable ? (
      <Link
        to={adminRecordPath(field.ref, value)}
        title={shown === value ? undefined : value}
        className={`${inlineLinkClass} font-mono text-xs`}
      >
        {shown}
      </Link>
    ) : (
      <span className="font-mono text-xs" title={value}>
        {shown}
      </span>
    );
  }

  switch (field.type) {
    case 'file': {
      const file = fileValueOf(value);
      return file ? <FileLink file={file} label={text.field(resource, field.key)} compact={compact} /> : <NoValue />;
    }
    case 'id':
      return (
        <span className="font-mono text-xs" title={typeof value === 'string' ? value : undefined}>
          {compact && typeof value === 'string' ? shortId(value) : String(value)}
        </span>
      );
    case 'money':
      return (
        <span className="whitespace-nowrap tabular-nums">
          {typeof value === 'number' ? formatMoney(value, language) : String(value)}
        </span>
      );
    case 'datetime':
      return (
        <span className="whitespace-nowrap">
          {typeof value === 'string' ? formatInstant(value, language, { timeZone: LAGOS_TIME_ZONE }) : String(value)}
        </span>
      );
    case 'boolean':
      return <span>{value === true ? t('value.yes') : value === false ? t('value.no') : String(value)}</span>;
    case 'integer':
      // A year reads as written (2011), not as a quantity (2,011).
      if (/year$/i.test(field.key) && typeof value === 'number') return <span className="tabular-nums">{value}</span>;
      return (
        <span className="tabular-nums">
          {typeof value === 'number' ? formatNumber(value, language) : String(value)}
        </span>
      );
    case 'number':
      return (
        <span className="tabular-nums">
          {typeof value === 'number' ? formatNumber(value, language, 2) : String(value)}
        </span>
      );
    case 'enum':
      return <Chip>{text.option(resource, field.key, String(value))}</Chip>;
    case 'tags':
      return (
        <span className="inline-flex flex-wrap gap-1">
          {(Array.isArray(value) ? value : [value]).map((tag) => (
            <Chip key={String(tag)}>
              {field.options?.includes(String(tag)) ? text.option(resource, field.key, String(tag)) : String(tag)}
            </Chip>
          ))}
        </span>
      );
    case 'json': {
      const json = JSON.stringify(value, null, compact ? 0 : 2) ?? '';
      return compact ? (
        <code className="font-mono text-xs">{json.length > 60 ? `${json.slice(0, 60)}…` : json}</code>
      ) : (
        <pre
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-800"
        >
          {json}
        </pre>
      );
    }
    case 'markdown':
      // The source as written; a long text scrolls in its own box rather than stretching the page.
      return compact || typeof value !== 'string' ? (
        <PlainText value={typeof value === 'string' ? value : JSON.stringify(value)} compact={compact} />
      ) : (
        <pre
          tabIndex={0}
          className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-800"
        >
          {value}
        </pre>
      );
    default:
      return <PlainText value={typeof value === 'string' ? value : JSON.stringify(value)} compact={compact} />;
  }
}
