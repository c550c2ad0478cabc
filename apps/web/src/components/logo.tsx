import { clsx } from 'clsx';

type LogoProps = {
  className?: string;
  /** Hide the wordmark and keep the controller glyph (tight spaces). */
  glyphOnly?: boolean;
};

/**
 * The RuangMain wordmark with a controller glyph. It is drawn in `currentColor`, so it follows the
 * theme (or any text colour it sits in); "Main" uses --logo-accent, the primary text colour by default.
 */
export function Logo({ className, glyphOnly = false }: LogoProps) {
  return (
    <svg
      viewBox={glyphOnly ? '0 0 32 32' : '0 0 170 32'}
      role="img"
      aria-label="RuangMain"
      className={clsx('h-8 w-auto shrink-0', className)}
    >
      {/* Controller; the d-pad and buttons are holes (even-odd) so any background shows through. */}
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M9 7.5h14a7.2 7.2 0 0 1 7 5.6l1.9 8.6a3.7 3.7 0 0 1-6.3 3.3L22 21H10l-3.6 4a3.7 3.7 0 0 1-6.3-3.3L2 13.1a7.2 7.2 0 0 1 7-5.6ZM8 11.5v2.2H5.8v2.6H8v2.2h2.6v-2.2h2.2v-2.6h-2.2v-2.2H8Zm13.1 1.9a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0Zm3.4 3.4a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0Z"
      />
      {!glyphOnly && (
        <text
          x="41"
          y="23.5"
          fontSize="21"
          fontWeight="800"
          letterSpacing="-0.3"
          textLength="127"
          lengthAdjust="spacingAndGlyphs"
        >
          {/* The brand's name, the same in every language: not a text of the catalogues. */}
          <tspan fill="currentColor">{'Ruang'}</tspan>
          <tspan style={{ fill: 'var(--logo-accent, var(--rm-primary-text))' }}>{'Main'}</tspan>
        </text>
      )}
    </svg>
  );
}
