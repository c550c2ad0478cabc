import { clsx } from 'clsx';

export type Bar = { key: string; label: string; value: number; title: string };

/**
 * A column chart in plain CSS (a staff-only screen needs no chart library): one column per bucket,
 * negative values (a day of refunds) hang below the line in the danger colour; each column's title
 * and accessible name hold its figure, the table beside holds them all.
 */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const min = Math.min(0, ...bars.map((bar) => bar.value));
  const span = max - min;
  const zero = (max / span) * 100;
  const labelEvery = Math.max(1, Math.ceil(bars.length / 12));
  return (
    <figure aria-label={label} className="min-w-0">
      <ul className="relative flex h-48 items-stretch gap-px">
        <li aria-hidden className="absolute inset-x-0 border-t border-line" style={{ top: `${zero}%` }} />
        {bars.map((bar) => {
          const height = (Math.abs(bar.value) / span) * 100;
          const isNegative = bar.value < 0;
          return (
            <li
              key={bar.key}
              aria-label={bar.title}
              title={bar.title}
              className="group relative min-w-0 flex-1"
            >
              <span
                className={clsx(
                  'absolute inset-x-0 rounded-sm transition-colors',
                  isNegative ? 'bg-danger/70' : 'bg-primary group-hover:bg-primary-hover',
                )}
                style={
                  isNegative
                    ? { top: `${zero}%`, height: `${height}%` }
                    : { bottom: `${100 - zero}%`, height: `${Math.max(height, bar.value > 0 ? 0.5 : 0)}%` }
                }
              />
            </li>
          );
        })}
      </ul>
      <div aria-hidden className="mt-1 flex gap-px text-[10px] text-muted">
        {bars.map((bar, index) => (
          <span key={bar.key} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
            {index % labelEvery === 0 ? bar.label : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}
