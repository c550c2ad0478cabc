import { ArrowRight, Coins } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSessionProfile } from '@/lib/auth/session-profile';
import { useSession } from '@/lib/auth/use-session';
import { useHistoryTranslation } from '@/lib/i18n-history';

/** The current balance above the ledger, refreshed from the profile, with Redeem Point. */
export function PointsBalance() {
  const { t } = useHistoryTranslation();
  const { user } = useSession();
  const profile = useSessionProfile();
  // spec 1 §8: a profile refresh failure is only logged; the session's last balance stays.
  useEffect(() => {
    if (profile.error) console.warn('Profile refresh failed', profile.error);
  }, [profile.error]);
  return (
    <section className="rm-stage relative flex flex-col gap-4 overflow-hidden rounded-3xl p-5 text-white shadow-card-lg sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div aria-hidden className="absolute -top-10 -right-10 size-40 rounded-full bg-accent/30 blur-3xl" />
      <div className="relative">
        <p className="flex items-center gap-2 text-sm font-semibold text-white/80">
          <Coins aria-hidden className="size-4 text-accent" />
          {t('points.balance')}
        </p>
        <p className="mt-1 text-3xl font-extrabold tracking-tight tabular-nums" data-testid="points-balance">
          {t('points.balanceValue', { count: user?.total_points ?? 0 })}
        </p>
      </div>
      <Link
        to={paths.profileRewards.getHref()}
        className={buttonVariants({ variant: 'accent', className: 'relative' })}
      >
        {t('points.redeem')}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
