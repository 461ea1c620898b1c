/**
 * The public page's picture, drawn inline (no image to download): a map with the technician's base, the circle of
 * the distance they travel, and requests inside it and outside it. Decorative: the text says the same.
 */
export function ForTechniciansIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden focusable="false" className={className}>
      <rect width="320" height="240" rx="20" className="fill-brand-800" />
      <g className="stroke-brand-700" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M-10 70 C 80 60, 140 110, 330 90" />
        <path d="M90 -10 C 100 80, 70 160, 110 250" />
        <path d="M-10 190 C 120 170, 200 200, 330 160" />
        <path d="M230 -10 C 210 90, 250 150, 220 250" />
      </g>
      <circle
        cx="160"
        cy="122"
        r="82"
        className="fill-brand-50/10 stroke-accent-400"
        strokeWidth="2.5"
        strokeDasharray="7 7"
      />
      <g className="fill-white">
        <Pin x={118} y={78} />
        <Pin x={212} y={104} />
        <Pin x={136} y={172} />
      </g>
      <g className="fill-brand-700/60">
        <Pin x={282} y={40} />
        <Pin x={36} y={214} />
      </g>
      <circle cx="160" cy="122" r="22" className="fill-accent-400" />
      {/* A wrench at the base: the technician. */}
      <path
        d="M166.5 111.5a7.5 7.5 0 0 0-9.7 9.7l-8.6 8.6a2.6 2.6 0 0 0 3.7 3.7l8.6-8.6a7.5 7.5 0 0 0 9.7-9.7l-4.2 4.2-3.7-.6-.6-3.7z"
        className="fill-brand-900"
      />
    </svg>
  );
}

/** A map pin whose point is at (x, y). */
function Pin({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x - 9} ${y - 24})`}>
      <path d="M9 0a9 9 0 0 1 9 9c0 6.5-9 15-9 15S0 15.5 0 9a9 9 0 0 1 9-9z" />
      <circle cx="9" cy="9" r="3.2" className="fill-brand-800" />
    </g>
  );
}
