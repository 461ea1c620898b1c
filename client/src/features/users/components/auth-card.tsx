import type { ReactNode } from 'react';

/** The frame of every guest and status screen: a centred card on a quiet background. */
export function AuthCard({
  title,
  intro,
  icon,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  intro?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="bg-slate-50 px-4 py-8 sm:py-14">
      <div className={`mx-auto ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm wrap-anywhere sm:p-8">
          {icon && (
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {icon}
            </span>
          )}
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {intro && <div className="mt-2 text-slate-600">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}
