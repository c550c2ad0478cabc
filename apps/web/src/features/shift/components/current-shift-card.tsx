import { Banknote, Wallet } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-message';
import { useCurrentShift } from '@/features/shift/api/shifts';
import { CloseShiftForm } from '@/features/shift/components/close-shift-form';
import { OpenShiftForm } from '@/features/shift/components/open-shift-form';
import { ShiftFigures } from '@/features/shift/components/shift-figures';
import { useShiftTranslation } from '@/lib/i18n-shift';
import { getVenueDateTime } from '@/lib/venue-clock';

/** The drawer now: a form to open a shift, or the open shift (blind: no sums) and its close. */
export function CurrentShiftCard() {
  const { t } = useShiftTranslation();
  const current = useCurrentShift();
  if (current.isPending) return <Skeleton className="h-64 w-full rounded-3xl" />;
  if (current.isError)
    return (
      <ErrorState
        message={t('loadError')}
        onRetry={() => void current.refetch()}
        retryLabel={t('retry')}
        isRetrying={current.isFetching}
      />
    );
  const shift = current.data;
  if (!shift)
    return (
      <SectionCard icon={<Wallet />} title={t('open.title')} description={t('open.text')}>
        <OpenShiftForm />
      </SectionCard>
    );
  return (
    <SectionCard
      icon={<Banknote />}
      title={t('current.title')}
      description={t('current.since', {
        time: getVenueDateTime(new Date(shift.opened_at)),
        name: shift.opened_by_name,
      })}
    >
      <div className="flex flex-col gap-6">
        <ShiftFigures shift={shift} />
        <div className="border-t border-line pt-5">
          <h3 className="mb-3 font-bold">{t('close.title')}</h3>
          <CloseShiftForm key={shift.id} shift={shift} />
        </div>
      </div>
    </SectionCard>
  );
}
