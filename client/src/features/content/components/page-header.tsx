import type { ReactNode } from 'react';

/** The band at the top of an information page: the one h1, an optional line above it and text below. */
export function PageHeader({
  title,
  eyebrow,
  children,
  wide = false,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Lets the text run as wide as the page (for pages with a grid below). */
  wide?: boolean;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-[1.625rem] font-extrabold leading-tight text-balance break-words hyphens-auto text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {children && (
          <div className={`mt-4 text-base text-slate-600 sm:text-lg ${wide ? 'max-w-3xl' : 'max-w-[65ch]'}`}>
            {children}
          </div>
        )}
      </div>
    </header>
  );
}

/** A grey block that holds the place of text still loading, so the page does not jump when it arrives. */
export function Skeleton({ className }: { className: string }) {
  return <span aria-hidden className={`block animate-pulse rounded bg-slate-200 ${className}`} />;
}
