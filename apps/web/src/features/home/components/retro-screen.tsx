import { useId } from 'react';

/** Decorative synthwave "TV screen" for the hero; pure SVG, no downloads. */
export function RetroScreen({ className }: { className?: string }) {
  const id = useId();
  const sky = `${id}-sky`;
  const sun = `${id}-sun`;
  const stripes = `${id}-stripes`;
  return (
    <svg viewBox="0 0 320 180" aria-hidden className={className} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b0f4d" />
          <stop offset="0.55" stopColor="#5a1f9e" />
          <stop offset="1" stopColor="#ff6f91" />
        </linearGradient>
        <linearGradient id={sun} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="1" stopColor="#ff5e8a" />
        </linearGradient>
        <mask id={stripes}>
          <rect width="320" height="180" fill="white" />
          {[84, 92, 99, 105, 110].map((y, index) => (
            <rect key={y} x="0" y={y} width="320" height={1.6 + index * 0.7} fill="black" />
          ))}
        </mask>
      </defs>
      <rect width="320" height="180" fill={`url(#${sky})`} />
      {[
        [40, 30],
        [88, 18],
        [250, 26],
        [282, 52],
        [200, 14],
        [130, 44],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.1" fill="#fff" opacity="0.8" />
      ))}
      <circle cx="160" cy="92" r="44" fill={`url(#${sun})`} mask={`url(#${stripes})`} />
      <path d="M0 118 L46 86 L78 104 L118 72 L160 112 L0 118Z" fill="#2a0f5c" opacity="0.9" />
      <path d="M160 112 L206 80 L236 98 L276 70 L320 104 L320 118 L160 118Z" fill="#2a0f5c" opacity="0.9" />
      <rect y="116" width="320" height="64" fill="#12082f" />
      <g stroke="#ff6fd8" strokeOpacity="0.65" strokeWidth="0.8">
        {[120, 125, 132, 141, 153, 168].map((y) => (
          <line key={y} x1="0" y1={y} x2="320" y2={y} />
        ))}
        {[-200, -120, -60, -20, 20, 60, 120, 200].map((offset) => (
          <line key={offset} x1={160 + offset * 0.08} y1="116" x2={160 + offset * 1.6} y2="180" />
        ))}
      </g>
      <rect y="115" width="320" height="1.5" fill="#ff9bd8" />
    </svg>
  );
}
