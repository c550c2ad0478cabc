import { ArrowLeft, Coins, History, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRewardsTranslation } from '@/lib/i18n-rewards';

/**
 * The points balance with links to the point history and back to the profile (spec 1 §2); a visitor
 * is offered the login instead.
 */
export function PointsPanel({ points }: { points: number | null }) {
  const { t } = useRewardsTranslation();
  return (
    <section
      aria-label={t('points.label')}
      className="rm-stage relative overflow-hidden rounded-3xl p-6 text-white shadow-card-lg"
    >
      <div aria-hidden className="rm-grid-lines absolute inset-0 opacity-60" />
      <div className="relative">
        <p className="flex items-center gap-2 text-sm font-semibold text-white/80">
          <Coins aria-hidden className="size-4 text-accent" />
          {t('points.label')}
        </p>
        {points === null ? (
          <>
            <p className="mt-3 text-sm leading-relaxed text-white/80">{t('points.guest')}</p>
            <Link
              to={paths.auth.login.getHref()}
              className={buttonVariants({ variant: 'accent', fullWidth: true, className: 'mt-5' })}
            >
              <LogIn aria-hidden className="size-4" />
              {t('points.login')}
            </Link>
          </>
        ) : (
          <>
            <p
              className="mt-2 text-4xl font-extrabold tracking-tight tabular-nums"
              data-testid="points-balance"
            >
              {t('points.value', { count: points })}
            </p>
            <div className="mt-5 grid gap-2 sm:grid-cols-2">
              <Link to={paths.pointHistory.getHref()} className={buttonVariants({ variant: 'accent' })}>
                <History aria-hidden className="size-4" />
                {t('pointHistory')}
              </Link>
              <Link to={paths.profile.getHref()} className={buttonVariants({ variant: 'glass' })}>
                <ArrowLeft aria-hidden className="size-4" />
                {t('backToProfile')}
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
