/**
 * The hero slides' pictures: small inline SVG scenes (no image requests, nothing to wait for, sharp at any
 * size). Decorative: each slide's text says what the picture shows.
 */
const frame = { viewBox: '0 0 240 150', className: 'h-full w-full', 'aria-hidden': true, focusable: false } as const;

/** Slide 1: booking on a phone. */
export function BookingIllustration() {
  return (
    <svg {...frame}>
      <ellipse cx="120" cy="138" rx="86" ry="8" fill="#0b3d26" opacity=".35" />
      <rect x="82" y="10" width="76" height="124" rx="12" fill="#0b3d26" />
      <rect x="88" y="20" width="64" height="104" rx="6" fill="#fff" />
      <rect x="96" y="28" width="48" height="8" rx="4" fill="#0f6b3e" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={96 + col * 12.5}
            y={44 + row * 13}
            width="9"
            height="9"
            rx="2"
            fill={row === 1 && col === 2 ? '#f6b73c' : '#d2efdf'}
          />
        )),
      )}
      <rect x="96" y="88" width="48" height="14" rx="7" fill="#0f6b3e" />
      <rect x="104" y="93.5" width="32" height="3" rx="1.5" fill="#fff" />
      <circle cx="168" cy="38" r="18" fill="#f6b73c" />
      <path
        d="m160 38 6 6 11-12"
        fill="none"
        stroke="#0b3d26"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="60" cy="60" r="6" fill="#d2efdf" opacity=".6" />
      <circle cx="190" cy="96" r="4" fill="#d2efdf" opacity=".6" />
    </svg>
  );
}

/** Slide 2: the mechanic's van on its way, with the destination pinned. */
export function DispatchIllustration() {
  return (
    <svg {...frame}>
      <path
        d="M10 128h220"
        stroke="#d2efdf"
        strokeWidth="3"
        strokeDasharray="12 10"
        strokeLinecap="round"
        opacity=".7"
      />
      <path d="M36 70h92v50H36z" fill="#fff" />
      <path d="M128 82h34l20 20v18h-54z" fill="#fff" />
      <path d="M136 88h24l14 14h-38z" fill="#0f6b3e" opacity=".85" />
      <rect x="36" y="70" width="92" height="10" fill="#f6b73c" />
      <path
        d="M70 92a9 9 0 0 0 11.6 8.6l10 10a3.2 3.2 0 0 0 4.5-4.5l-10-10A9 9 0 0 0 74 84.4l5 5-3.4 3.4-5-5A9 9 0 0 0 70 92z"
        fill="#0f6b3e"
      />
      <circle cx="62" cy="122" r="12" fill="#0b3d26" />
      <circle cx="62" cy="122" r="5" fill="#d2efdf" />
      <circle cx="156" cy="122" r="12" fill="#0b3d26" />
      <circle cx="156" cy="122" r="5" fill="#d2efdf" />
      <path d="M200 20a18 18 0 0 0-18 18c0 14 18 32 18 32s18-18 18-32a18 18 0 0 0-18-18z" fill="#f6b73c" />
      <circle cx="200" cy="38" r="7" fill="#0b3d26" />
      <path d="M14 98h16M6 108h20M18 88h10" stroke="#d2efdf" strokeWidth="3" strokeLinecap="round" opacity=".7" />
    </svg>
  );
}

/** Slide 3: the car back on the road, with its repair report. */
export function BackOnRoadIllustration() {
  return (
    <svg {...frame}>
      <path d="M0 132h240" stroke="#d2efdf" strokeWidth="3" strokeLinecap="round" opacity=".5" />
      <path
        d="M30 106c0-8 6-14 14-15l18-3 16-20c3-4 8-6 13-6h46c5 0 9 2 12 5l20 21 24 4c8 1 13 7 13 15v13H30z"
        fill="#fff"
      />
      <path d="M84 86l12-15c2-2 4-3 7-3h16v18zM126 68h16c3 0 5 1 7 3l14 15h-37z" fill="#0f6b3e" opacity=".85" />
      <circle cx="70" cy="120" r="14" fill="#0b3d26" />
      <circle cx="70" cy="120" r="6" fill="#d2efdf" />
      <circle cx="168" cy="120" r="14" fill="#0b3d26" />
      <circle cx="168" cy="120" r="6" fill="#d2efdf" />
      <rect x="168" y="10" width="50" height="62" rx="6" fill="#fff" />
      <path d="M178 24h30M178 34h30M178 44h20" stroke="#d2efdf" strokeWidth="4" strokeLinecap="round" />
      <circle cx="212" cy="64" r="14" fill="#f6b73c" />
      <path
        d="m205 64 5 5 9-10"
        fill="none"
        stroke="#0b3d26"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
