import { Lock } from 'lucide-react';
import { useBookingTranslation } from '@/lib/i18n-booking';

/** The note beside a section a reward fixed. */
export function RewardLockNote() {
  const { t } = useBookingTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-xs font-bold text-muted">
      <Lock aria-hidden className="size-3.5" />
      {t('reward.locked')}
    </span>
  );
}
