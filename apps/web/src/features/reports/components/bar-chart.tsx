import { clsx } from 'clsx';

export type Bar = { key: string; label: string; value: number; title: string };

/**
 * A column chart in plain CSS (a staff-only screen needs no chart library): one column per bucket,
 * negative values (a day of refunds) hang below the line in the danger colour; each column's title
 * and accessible name hold its figure, the table beside holds them all. Its axes are named, and the
 * value axis marks the top, zero and (with refunds) the bottom, so the columns read as amounts.
 */
export function BarChart({
  bars,
  label,
  xLabel,
  yLabel,
  formatValue,
}: {
  bars: readonly Bar[];
  label: string;
  /** What the columns are (the buckets' axis): 'Day'. */
  xLabel: string;
  /** What their height is (the value axis): 'Revenue (Rp)'. */
  yLabel: string;
  formatValue: (value: number) => string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const min = Math.min(0, ...bars.map((bar) => bar.value));
  const span = max - min;
  const zero = (max / span) * 100;
  const labelEvery = Math.max(1, Math.ceil(bars.length / 12));
  const ticks = [
    { key: 'max', value: max, top: 0 },
    { key: 'mid', value: max / 2, top: zero / 2 },
    { key: 'zero', value: 0, top: zero },
    ...(min < 0 ? [{ key: 'min', value: min, top: 100 }] : []),
  ];
  return (
    <figure aria-label={label} className="min-w-0">
      <p aria-hidden className="mb-1 text-[10px] font-semibold text-muted" data-testid="chart-y-label">
        {yLabel}
      </p>
      <div className="flex gap-2">
        <div
          aria-hidden
          className="relative h-48 w-16 shrink-0 text-right text-[10px] text-muted tabular-nums"
        >
          {ticks.map((tick) => (
            <span
              key={tick.key}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${tick.top}%` }}
              data-testid="chart-tick"
            >
              {formatValue(Math.round(tick.value))}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <ul className="relative flex h-48 items-stretch gap-px border-l border-line">
            {ticks.map((tick) => (
              <li
                key={tick.key}
                aria-hidden
                className={clsx(
                  'absolute inset-x-0 border-t',
                  tick.key === 'zero' ? 'border-line' : 'border-dashed border-line/60',
                )}
                style={{ top: `${tick.top}%` }}
              />
            ))}
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
                        : {
                            bottom: `${100 - zero}%`,
                            height: `${Math.max(height, bar.value > 0 ? 0.5 : 0)}%`,
                          }
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
          <p
            aria-hidden
            className="mt-1 text-center text-[10px] font-semibold text-muted"
            data-testid="chart-x-label"
          >
            {xLabel}
          </p>
        </div>
      </div>
    </figure>
  );
}
