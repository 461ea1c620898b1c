import { useId, type ComponentType, type ReactNode } from 'react';

interface EmptyStateProps {
  title: ReactNode;
  /** What this place is for and what to do next. */
  children?: ReactNode;
  /** The next step: a link or a button. */
  action?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** 'page': a whole screen is empty (a region with its heading); 'section': one part of a page is. */
  size?: 'page' | 'section';
  /** The heading level of a page-sized state (h1 when it stands for the page, as a not-found state does). */
  headingLevel?: 1 | 2;
  tone?: 'brand' | 'muted';
}

const toneClass = { brand: 'bg-brand-50 text-brand-700', muted: 'bg-slate-100 text-slate-600' };

/** Nothing here (yet): a dashed card with what it is for and the next step. One look for every empty list. */
export function EmptyState({
  title,
  children,
  action,
  icon: Icon,
  size = 'section',
  headingLevel = 2,
  tone = 'brand',
}: EmptyStateProps) {
  const headingId = useId();
  if (size === 'section') {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center sm:px-8">
        {Icon && (
          <Icon className={`mx-auto size-8 ${tone === 'brand' ? 'text-brand-700' : 'text-slate-500'}`} aria-hidden />
        )}
        <p className={`font-semibold text-slate-900 ${Icon ? 'mt-2' : ''}`}>{title}</p>
        {children && <div className="mx-auto mt-1 max-w-prose text-sm text-slate-600">{children}</div>}
        {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
      </div>
    );
  }
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      {Icon && (
        <span className={`mx-auto flex size-14 items-center justify-center rounded-full ${toneClass[tone]}`}>
          <Icon className="size-7" aria-hidden />
        </span>
      )}
      <Heading id={headingId} className="mt-4 text-xl font-semibold text-slate-900">
        {title}
      </Heading>
      {children && <div className="mx-auto mt-2 max-w-md text-slate-600">{children}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </section>
  );
}
