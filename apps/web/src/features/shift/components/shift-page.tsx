import { useSearchParams } from 'react-router';
import { ClosedShiftsTable } from '@/features/shift/components/closed-shifts-table';
import { CurrentShiftCard } from '@/features/shift/components/current-shift-card';
import { ShiftPrintView } from '@/features/shift/components/shift-print-view';
import { useShiftTranslation } from '@/lib/i18n-shift';

/** /admin/shift: the drawer now and the closed shifts; `?print=<id>` is a closed shift's print view. */
export function ShiftPage() {
  const { t } = useShiftTranslation();
  const [params] = useSearchParams();
  const printId = Number(params.get('print'));
  return (
    <div className="flex flex-col gap-5 px-4 py-5 lg:px-6">
      <div className="shift-print-hidden">
        <h1 className="text-2xl font-extrabold">{t('title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('text')}</p>
      </div>
      {Number.isInteger(printId) && printId > 0 ? (
        <ShiftPrintView id={printId} />
      ) : (
        <>
          <CurrentShiftCard />
          <section aria-labelledby="closed-shifts" className="flex flex-col gap-3">
            <h2 id="closed-shifts" className="text-lg font-bold">
              {t('history.title')}
            </h2>
            <ClosedShiftsTable />
          </section>
        </>
      )}
    </div>
  );
}
