import type { OccupancyReport, PeakHoursReport } from '@ruangmain/domain/contracts/reports';
import { HeatMap } from '@/features/reports/components/heat-map';
import { ReportTable } from '@/features/reports/components/report-table';
import type { Period } from '@/features/reports/utils/period';
import { useReportsTranslation } from '@/lib/i18n-reports';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Occupancy: the share of sellable hours sold, the two heat maps, per unit and the peak hours. */
export function OccupancySection({
  occupancy,
  peak,
  period,
}: {
  occupancy: OccupancyReport;
  peak: PeakHoursReport | undefined;
  period: Period;
}) {
  const { t } = useReportsTranslation();
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  const fileStem = `${period.from}-to-${period.to}`;
  // Monday first, as a venue's week reads.
  const weekdayRows = [1, 2, 3, 4, 5, 6, 0].flatMap((weekday) => {
    const row = occupancy.weekdays.find((one) => one.weekday === weekday);
    return row ? [{ key: weekday, label: weekdays[weekday] ?? String(weekday), hours: row.hours }] : [];
  });
  // The hours the venue opens or sold in, from the earliest opening round past midnight.
  const isShown = (hour: number) =>
    (occupancy.sellable_by_hour[hour] ?? 0) > 0 ||
    occupancy.units.some((unit) => (unit.hours[hour] ?? 0) > 0);
  const first = [...Array(24).keys()].find((hour) => isShown(hour) && !isShown((hour + 23) % 24)) ?? 0;
  const shownHours = [...Array(24).keys()].map((index) => (first + index) % 24).filter(isShown);
  const busiest = (peak?.hours ?? []).filter((hour) => hour.sold_hours > 0);
  return (
    <section
      aria-labelledby="occupancy-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="occupancy-title" className="text-lg font-bold">
          {t('occupancy.title')}
        </h2>
        <p className="text-sm">
          <span className="text-xl font-extrabold" data-testid="occupancy-share">
            {t('occupancy.share', { share: percent(occupancy.share) })}
          </span>
          <span className="ml-2 text-muted">
            {t('occupancy.sold', { sold: occupancy.sold_hours, sellable: occupancy.sellable_hours })}
          </span>
        </p>
      </div>
      <HeatMap
        caption={t('occupancy.unitByHour')}
        hours={shownHours}
        rows={occupancy.units.map((unit) => ({ key: unit.id, label: unit.name, hours: unit.hours }))}
      />
      <HeatMap caption={t('occupancy.weekdayByHour')} rows={weekdayRows} hours={shownHours} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ReportTable
          caption={t('occupancy.hoursSold')}
          fileName={`occupancy-${fileStem}.csv`}
          rows={occupancy.units}
          rowKey={(row) => row.id}
          columns={[
            { label: t('occupancy.unit'), value: (row) => row.name },
            { label: t('occupancy.room'), value: (row) => row.room },
            { label: t('occupancy.hoursSold'), value: (row) => row.sold_hours, isNumeric: true },
            { label: t('occupancy.sellable'), value: (row) => row.sellable_hours, isNumeric: true },
            { label: t('occupancy.shareColumn'), value: (row) => percent(row.share), isNumeric: true },
          ]}
        />
        <ReportTable
          caption={t('peak.title')}
          fileName={`peak-hours-${fileStem}.csv`}
          rows={busiest}
          rowKey={(row) => row.hour}
          emptyText={t('peak.empty')}
          columns={[
            { label: t('peak.hour'), value: (row) => hourLabel(row.hour) },
            { label: t('peak.hoursSold'), value: (row) => row.sold_hours, isNumeric: true },
            { label: t('peak.bookings'), value: (row) => row.bookings, isNumeric: true },
            { label: t('peak.share'), value: (row) => percent(row.share), isNumeric: true },
          ]}
        />
      </div>
    </section>
  );
}
