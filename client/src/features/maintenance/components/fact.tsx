import type { ComponentType, ReactNode } from 'react';

/**
 * One fact of a request or a job, as a term and its description with an icon. It is a direct child of the <dl>
 * holding its <dt> and <dd> (a wrapper between them breaks the list for readers); `wide` spans both columns from
 * `sm` up.
 */
export function Fact({
  icon: Icon,
  label,
  children,
  wide = false,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-600">
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 break-words pl-7 text-slate-900">{children}</dd>
    </div>
  );
}
