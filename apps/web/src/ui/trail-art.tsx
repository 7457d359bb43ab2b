/**
 * Waymark's illustration language (docs/DESIGN-SYSTEM.md): contour lines, a dashed trail and
 * orange blazes, drawn from the theme's colour tokens so both themes stay in key. Every
 * drawing is decorative: what it shows is always said in text next to it.
 */

/** Three trail shapes, so a grid of covers without pictures does not repeat one drawing. */
const trails = [
  'M-10 92 C 60 80, 80 40, 150 52 S 260 76, 330 34',
  'M-10 60 C 50 92, 120 88, 170 62 S 260 30, 330 50',
  'M-10 40 C 70 34, 90 86, 160 78 S 250 40, 330 70',
] as const;

/**
 * Where the blazes sit on each trail (points on the curves). Everything stays between y 30
 * and 85, the band a 4:1 cover still shows once the drawing is cropped to fill it.
 */
const blazes = [
  [
    [70, 63],
    [150, 52],
    [257, 62],
  ],
  [
    [84, 83],
    [170, 62],
    [258, 38],
  ],
  [
    [79, 60],
    [160, 78],
    [256, 58],
  ],
] as const;

/** A stable pick from a string (a journey id), so a card keeps its drawing between visits. */
export function trailVariant(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % trails.length;
}

/** The cover of a journey without a picture: fills its box at any aspect ratio. */
export function CoverPlaceholder({ seed }: { seed: string }) {
  const variant = trailVariant(seed);
  const trail = trails[variant] ?? trails[0];
  const marks = blazes[variant] ?? blazes[0];
  return (
    <svg
      viewBox="0 0 320 110"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className="size-full bg-brand-soft"
      data-testid="cover-placeholder"
    >
      <g fill="none" className="stroke-brand/15" strokeWidth="1.5">
        <path d="M-10 104 C 80 90, 140 112, 330 84" />
        <path d="M-10 80 C 90 62, 150 96, 330 56" />
        <path d="M-10 26 C 70 40, 200 12, 330 22" />
      </g>
      <path
        d={trail}
        fill="none"
        className="stroke-brand/70"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      {marks.map(([x, y]) => (
        <rect
          key={`${x}-${y}`}
          x={x - 5}
          y={y - 8}
          width="10"
          height="16"
          rx="2.5"
          className="fill-blaze"
        />
      ))}
    </svg>
  );
}

/** The drawing above an empty state: a trail winding up to a flag, waiting to be walked. */
export function EmptyStateArt({ className = 'h-28 w-44' }: { className?: string }) {
  return (
    <svg viewBox="0 0 176 112" aria-hidden="true" className={className}>
      <ellipse cx="88" cy="98" rx="84" ry="12" className="fill-brand-soft" />
      <path d="M10 96 L58 40 L84 68 L112 30 L166 96 Z" className="fill-brand-soft" />
      <path
        d="M58 40 L84 68 L112 30"
        fill="none"
        className="stroke-brand/25"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M24 100 C 52 92, 40 76, 70 74 S 104 70, 112 48"
        fill="none"
        className="stroke-brand"
        strokeWidth="3"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <rect x="44" y="80" width="7" height="12" rx="2" className="fill-blaze" />
      <rect x="84" y="64" width="7" height="12" rx="2" className="fill-blaze" />
      <path d="M112 48 V18" className="stroke-fg" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M113 19 L132 25 L113 32 Z" className="fill-blaze" />
    </svg>
  );
}
