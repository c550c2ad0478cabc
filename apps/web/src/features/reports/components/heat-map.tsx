import { OPENING_HOURS } from '@ruangmain/domain/hours';
import { useReportsTranslation } from '@/lib/i18n-reports';

export type HeatRow = { key: string | number; label: string; hours: readonly number[] };

// The clock hours the venue opens on some day, from the earliest opening round past midnight.
const OPEN_DAYS = OPENING_HOURS.flatMap((day) => (day ? [day] : []));
const FIRST_HOUR = Math.min(...OPEN_DAYS.map((day) => Math.floor(day.opensAt / 60)));
const HOURS = Array.from({ length: 24 }, (_, index) => (FIRST_HOUR + index) % 24);
const isVenueHour = (hour: number) =>
  OPEN_DAYS.some((day) => {
    const clock = hour < FIRST_HOUR ? hour + 24 : hour;
    return clock * 60 < day.closesAt && (clock + 1) * 60 > day.opensAt;
  });
const pad = (hour: number) => String(hour).padStart(2, '0');

/**
 * Hours sold as a CSS grid heat map: rows (units or weekdays) against the 24 clock hours, the colour's
 * strength the hours sold in that cell against the busiest cell; each cell's title and name hold its
 * figure. Hours the venue never opens stay empty.
 */
export function HeatMap({ rows, caption }: { rows: readonly HeatRow[]; caption: string }) {
  const { t } = useReportsTranslation();
  const max = Math.max(0, ...rows.flatMap((row) => row.hours));
  const openHours = HOURS.filter(
    (hour) => isVenueHour(hour) || rows.some((row) => (row.hours[hour] ?? 0) > 0),
  );
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-bold">{caption}</figcaption>
      <div className="overflow-x-auto">
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
