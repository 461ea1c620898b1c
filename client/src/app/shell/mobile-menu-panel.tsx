import type { ReactNode } from 'react';

/** The slide-in menu's pieces, shared by the menu and its lazily loaded account section. */
export const panelLinkClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-base text-slate-800 hover:bg-brand-50 hover:text-brand-900';

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 px-2 py-3 first:border-t-0">
      <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}
