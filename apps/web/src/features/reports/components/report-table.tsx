import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/features/reports/utils/csv';
import { useReportsTranslation } from '@/lib/i18n-reports';

export type ReportColumn<Row> = {
  label: string;
  /** What the CSV holds (a plain number for money and hours). */
  value: (row: Row) => string | number;
  /** What the table shows; the value when unset. */
  render?: (row: Row) => ReactNode;
  isNumeric?: boolean;
};

/** A report's table with its "Export CSV" (the rows as shown, numbers unformatted). */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  fileName,
  rowKey,
  emptyText,
}: {
  caption: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  fileName: string;
  rowKey: (row: Row, index: number) => string | number;
  emptyText?: string;
}) {
  const { t } = useReportsTranslation();
  const onExport = () =>
    downloadCsv(
      fileName,
      columns.map((column) => column.label),
      rows.map((row) => columns.map((column) => column.value(row))),
    );
  return (
    <div className="min-w-0">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold">{caption}</h3>
        <Button variant="outline" size="sm" onClick={onExport} disabled={rows.length === 0}>
          <Download aria-hidden className="size-4" />
          {t('table.export')}
        </Button>
      </div>
      {/* relative: the screen-reader-only caption is placed inside the scrolling box, not past the page. */}
      <div className="relative overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-2 text-left text-xs text-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={clsx('px-3 py-2 font-semibold', column.isNumeric && 'text-right')}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && emptyText && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-4 text-center text-muted">
                  {emptyText}
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} className="border-t border-line">
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={clsx(
                      'px-3 py-2',
                      column.isNumeric && 'text-right tabular-nums whitespace-nowrap',
                    )}
                  >
                    {column.render ? column.render(row) : column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
