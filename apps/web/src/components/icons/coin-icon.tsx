import { useId } from 'react';

/** A gold point coin: the fallback picture for reward images (spec 1 §7 "Images"). */
export function CoinIcon({ className, title }: { className?: string; title?: string }) {
  const id = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#e08a00" />
        </linearGradient>
        <linearGradient id={`${id}-face`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffc93d" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${id}-rim)`} />
      <circle
        cx="32"
        cy="32"
        r="23"
        fill={`url(#${id}-face)`}
        stroke="#b45f06"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      {/* A star stamped on the face */}
      <path
        d="m32 19.5 3.7 7.6 8.3 1.2-6 5.9 1.4 8.3L32 38.6l-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2Z"
        fill="#fff7d6"
        stroke="#b45f06"
        strokeOpacity="0.45"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M14 24a20 20 0 0 1 12-11"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
