import { clsx } from 'clsx';
import { useSetFnbAvailability } from '@/lib/fnb-availability';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

/** The back office's and the kitchen's sold-out switch: one tap between Available and Sold out (spec 2 §2 SOLD OUT), saved at once and announced. */
export function FnbAvailabilityButton({
  item,
}: {
  item: { id: number; name: string; is_available: boolean };
}) {
  const { t } = useManageContentTranslation();
  const toggle = useSetFnbAvailability(t('fnbs.toggleError'));
  const isAvailable = toggle.isPending ? !item.is_available : item.is_available;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isAvailable}
      aria-label={
        isAvailable
          ? t('fnbs.markSoldOut', { name: item.name })
          : t('fnbs.markAvailable', { name: item.name })
      }
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id: item.id, is_available: !item.is_available })}
      className={clsx(
        'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-xs font-bold whitespace-nowrap transition-colors disabled:cursor-wait',
        isAvailable
          ? 'border-success/40 bg-success/10 text-success hover:bg-success/20'
          : 'border-danger/40 bg-danger/10 text-danger hover:bg-danger/20',
      )}
    >
      <span aria-hidden className={clsx('size-2 rounded-full', isAvailable ? 'bg-success' : 'bg-danger')} />
      {isAvailable ? t('fnbs.available') : t('fnbs.soldOut')}
    </button>
  );
}
