/** The drawings above the verification and not-available panels: simple strokes in the text colour the panel gives them. */
const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** An identity card with a person on it. */
export function IdCardIcon() {
  return (
    <svg viewBox="0 0 48 48" {...STROKE}>
      <rect x="5" y="11" width="38" height="26" rx="4" />
      <circle cx="17" cy="22" r="4" />
      <path d="M10.5 32c1.2-3.2 3.6-5 6.5-5s5.3 1.8 6.5 5M28 20h9M28 26h9" />
    </svg>
  );
}

/** A globe. */
export function GlobeIcon() {
  return (
    <svg viewBox="0 0 48 48" {...STROKE}>
      <circle cx="24" cy="24" r="17" />
      <path d="M7 24h34M24 7c4.5 4.6 7 10.6 7 17s-2.5 12.4-7 17c-4.5-4.6-7-10.6-7-17s2.5-12.4 7-17z" />
    </svg>
  );
}

/** A tick in a circle. */
export function DoneIcon() {
  return (
    <svg viewBox="0 0 48 48" {...STROKE}>
      <circle cx="24" cy="24" r="17" />
      <path d="M16 24.5l5.5 5.5L32 19" />
    </svg>
  );
}
