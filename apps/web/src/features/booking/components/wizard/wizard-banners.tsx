import { Gift, ShieldCheck } from 'lucide-react';
import type { DraftDisplay } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';

const bannerClass = 'flex items-start gap-3 rounded-2xl border px-4 py-3.5 sm:px-5';
const iconClass = 'mt-0.5 grid size-9 shrink-0 place-items-center rounded-xl';

/** Admins book over the counter (spec 2 §2 "Admin banner"). */
export function AdminBanner() {
  const { t } = useBookingTranslation();
  return (
    <div role="status" className={`${bannerClass} border-accent/50 bg-accent/12`}>
      <span className={`${iconClass} bg-accent text-accent-fg`}>
        <ShieldCheck aria-hidden className="size-5" />
      </span>
      <div>
        <p className="font-extrabold text-accent-text">{t('admin.title')}</p>
        <p className="mt-0.5 text-sm text-fg">{t('admin.text')}</p>
      </div>
    </div>
  );
}

/** A reward booking: what the reward fixes (spec 2 §4 "Reward bookings start at step 2 … locked"). */
export function RewardBanner({ reward }: { reward: DraftDisplay['reward'] }) {
  const { t } = useBookingTranslation();
  return (
    <div role="status" className={`${bannerClass} border-primary/30 bg-primary-soft`}>
      <span className={`${iconClass} bg-primary text-primary-fg`}>
        <Gift aria-hidden className="size-5" />
      </span>
      <div>
        <p className="font-extrabold text-primary-text">{t('reward.title', { name: reward?.name ?? '' })}</p>
        {reward?.description && <p className="mt-0.5 text-sm text-fg">{reward.description}</p>}
        <p className="mt-1 text-sm text-muted">{t('reward.text')}</p>
      </div>
    </div>
  );
}
