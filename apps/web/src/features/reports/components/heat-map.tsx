import { useReportsTranslation } from '@/lib/i18n-reports';

export type HeatRow = { key: string | number; label: string; hours: readonly number[] };

const pad = (hour: number) => String(hour).padStart(2, '0');

/**
 * Hours sold as a CSS grid heat map: rows (units or weekdays) against the 24 clock hours, the colour's
 * strength the hours sold in that cell against the busiest cell; each cell's title and name hold its
 * figure. Only the hours given are drawn (where the venue opens or sold).
 */
export function HeatMap({
  rows,
  caption,
  hours: shownHours,
}: {
  rows: readonly HeatRow[];
  caption: string;
  /** The clock hours to show, in order. */
  hours: readonly number[];
}) {
  const { t } = useReportsTranslation();
  const max = Math.max(0, ...rows.flatMap((row) => row.hours));
  const openHours = shownHours;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-bold">{caption}</figcaption>
      {/* relative: the screen-reader-only caption is placed inside the scrolling box, not past the page. */}
      <div className="relative overflow-x-auto">
        <table className="w-full border-separate border-spacing-0.5 text-[10px]">
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                {caption}
              </th>
              {openHours.map((hour) => (
                <th scope="col" key={hour} className="min-w-6 font-normal text-muted">
                  {pad(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="max-w-32 truncate pr-2 text-left text-xs font-semibold whitespace-nowrap"
                >
                  {row.label}
                </th>
                {openHours.map((hour) => {
                  const hours = row.hours[hour] ?? 0;
                  const name = t('occupancy.cell', { row: row.label, hour: `${pad(hour)}:00`, hours });
                  return (
                    <td key={hour} title={name} className="p-0">
                      <span className="sr-only">{name}</span>
                      <span
                        aria-hidden
                        className="block h-6 rounded-sm bg-primary"
                        style={{ opacity: hours > 0 && max > 0 ? 0.15 + 0.85 * (hours / max) : 0.06 }}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 flex items-center gap-2 text-xs text-muted">
        <span aria-hidden className="h-2 w-16 rounded-sm bg-gradient-to-r from-primary/15 to-primary" />
        {t('occupancy.legend')}
      </p>
    </figure>
  );
}
