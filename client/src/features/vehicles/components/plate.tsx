import { formatPlate } from '@fleetcare/shared';

/**
 * A plate number set like a plate (monospace, framed) and grouped as on the vehicle ("LAG 123 XY"), readable by
 * screen readers as text.
 */
export function Plate({ plate, className = '' }: { plate: string; className?: string }) {
  return (
    <span
      className={`inline-block rounded border border-slate-400 bg-white px-1.5 py-0.5 font-mono text-sm font-semibold tracking-wider text-slate-900 ${className}`.trim()}
    >
      {formatPlate(plate)}
    </span>
  );
}
