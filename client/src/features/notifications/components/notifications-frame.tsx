import type { ReactNode } from 'react';

/** The frame of both notification pages: the one h1, a line below it, actions beside it. */
export function NotificationsFrame({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-slate-600">{intro}</p>
        </div>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** The list's box: white, rounded, rows divided by lines. */
export function ListCard({ children }: { children: ReactNode }) {
  return <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">{children}</div>;
}
