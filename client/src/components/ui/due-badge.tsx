import { CircleAlert, CircleCheck, CircleDashed, Clock } from 'lucide-react';
import type { DueState } from '@fleetcare/shared';

/** Each due state's colours and icon: the badge's, and those of anything else that shows a state (calendar chips). */
export const dueLooks = {
  overdue: { tag: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  'due-soon': { tag: 'border-amber-200 bg-amber-50 text-amber-900', Icon: Clock },
  ok: { tag: 'border-brand-100 bg-brand-50 text-brand-800', Icon: CircleCheck },
  none: { tag: 'border-slate-200 bg-slate-100 text-slate-700', Icon: CircleDashed },
} as const;

/** The coloured left edge of a card or row, by due state. */
export const dueEdges = {
  overdue: 'border-l-red-600',
  'due-soon': 'border-l-amber-500',
  ok: 'border-l-brand-600',
} as const satisfies Record<DueState, string>;

/**
 * A due state as a pill: red overdue, amber due soon, green up to date, grey nothing scheduled. `label` gives the
 * words (each feature has its own: a paper is "Expired" rather than "Overdue"), so colour is never the only sign.
 */
export function DueBadge({
  state,
  label,
  wrap = false,
  className = '',
}: {
  state: DueState | 'none';
  label: string;
  /** A long label (an appointment's time window) wraps inside the pill instead of running past a narrow row. */
  wrap?: boolean;
  className?: string;
}) {
  const { tag, Icon } = dueLooks[state];
  return (
    <span
      data-due-state={state}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${wrap ? 'max-w-full min-w-0' : 'shrink-0 whitespace-nowrap'} ${tag} ${className}`.trim()}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {label}
    </span>
  );
}
