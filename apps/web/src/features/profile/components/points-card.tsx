import { ArrowRight, Coins, History } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProfileTranslation } from '@/lib/i18n-profile';

/**
 * The points balance with 'Redeem Point' → the rewards page (spec 2 §2 "Profile"). Without `points`
 * (the page's first paint, before the browser says who is logged in) the balance is a placeholder.
 */
export function PointsCard({ points }: { points?: number }) {
  const { t } = useProfileTranslation();
  return (
    <section
      aria-labelledby="profile-points-title"
      className="rm-stage relative overflow-hidden rounded-3xl p-6 text-white shadow-card-lg sm:p-7"
    >
      <div aria-hidden className="rm-grid-lines absolute inset-0 opacity-60" />
      <div aria-hidden className="absolute -top-10 -right-10 size-40 rounded-full bg-accent/30 blur-3xl" />
      <div className="relative">
        <p id="profile-points-title" className="flex items-center gap-2 text-sm font-semibold text-white/80">
          <Coins aria-hidden className="size-4 text-accent" />
          {t('points.label')}
        </p>
        {points === undefined ? (
          <div aria-hidden className="mt-2 h-10 w-40 animate-pulse rounded-lg bg-white/20" />
        ) : (
          <p
            className="mt-2 text-4xl font-extrabold tracking-tight tabular-nums"
            data-testid="points-balance"
          >
            {t('points.value', { count: points })}
          </p>
        )}
        <p className="mt-2 text-sm leading-relaxed text-white/75">{t('points.text')}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row lg:flex-col">
          <Link
            to={paths.profileRewards.getHref()}
            className={buttonVariants({ variant: 'accent', fullWidth: true })}
          >
            {t('points.redeem')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <Link
            to={paths.pointHistory.getHref()}
            className={buttonVariants({ variant: 'glass', fullWidth: true })}
          >
            <History aria-hidden className="size-4" />
            {t('points.history')}
          </Link>
        </div>
      </div>
    </section>
  );
}
