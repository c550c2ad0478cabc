import { ArrowLeft, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteOutlet } from '@/app/layouts/route-outlet';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { ThemeToggle } from '@/components/theme-toggle';
import { paths } from '@/config/paths';
import { useIsHydrated } from '@/hooks/use-is-hydrated';

const ART_POINTS = ['rooms', 'rewards', 'food'] as const;

/** Three slowly drifting squares (still when the user prefers reduced motion). */
function AnimatedSquares() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      <span className="absolute top-[9%] right-[14%] size-16 animate-drift rounded-2xl border border-white/25 bg-white/10 backdrop-blur-sm" />
      <span className="absolute top-[62%] right-[8%] size-24 animate-drift-slow rounded-3xl bg-linear-to-br from-accent/70 to-accent/10 [animation-delay:-3s]" />
      <span className="absolute bottom-[9%] left-[16%] size-10 animate-drift rounded-xl border-2 border-primary-text/60 [animation-delay:-6s]" />
    </div>
  );
}

/** The decorative side of the auth page, drawn with CSS gradients and inline SVG. */
function AuthArtwork() {
  const { t } = useTranslation();
  return (
    <div className="rm-stage absolute inset-0 overflow-hidden lg:relative lg:inset-auto lg:h-full">
      <div className="rm-grid-lines absolute inset-0" />
      <AnimatedSquares />
      <div className="relative hidden h-full flex-col justify-center px-12 py-16 text-white lg:flex xl:px-20">
        <div className="relative mb-10 w-fit">
          <div className="absolute inset-0 scale-125 rounded-full bg-primary/40 blur-3xl" />
          <Logo
            glyphOnly
            className="relative h-28 text-white drop-shadow-[0_10px_30px_rgba(255,176,46,0.35)]"
          />
        </div>
        <p className="max-w-md text-4xl leading-tight font-extrabold tracking-tight text-balance">
          {t('authLayout.artTitle')}
        </p>
        <p className="mt-4 max-w-md text-base leading-relaxed text-white/75">{t('authLayout.artText')}</p>
        <ul className="mt-8 space-y-3">
          {ART_POINTS.map((point) => (
            <li key={point} className="flex items-center gap-3 text-sm font-medium text-white/90">
              <span className="grid size-6 place-items-center rounded-full bg-accent text-accent-fg">
                <Check aria-hidden className="size-3.5" strokeWidth={3} />
              </span>
              {t(`authLayout.artPoints.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Auth layout (spec 1 §2): the form on one side and decorative artwork on the other; on small screens
 * the artwork is only a background behind the form card.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  return (
    <div className="relative min-h-dvh lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      {/* On large screens the artwork stays in view while a long form scrolls. */}
      <div className="lg:sticky lg:top-0 lg:order-2 lg:h-dvh lg:self-start">
        <AuthArtwork />
      </div>
      {/* Below lg the artwork shows through a theme-coloured veil. */}
      <div aria-hidden className="absolute inset-0 bg-bg/80 lg:hidden" />
      <div className="relative flex min-h-dvh flex-col px-4 py-5 sm:px-8 lg:order-1 lg:bg-bg lg:px-12">
        <header className="flex items-center justify-between">
          <Link to={paths.home.getHref()} aria-label={t('nav.logoHome')} className="rounded-lg p-1 text-fg">
            <Logo />
          </Link>
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-card-lg sm:p-10 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            {/* A prerendered form takes input only once React holds it: typed text would be lost to
                hydration, and a press would submit the bare form into the address bar. */}
            <fieldset disabled={!isHydrated} className="contents">
              <RouteOutlet fallback={<PageLoader className="min-h-64" />} />
            </fieldset>
          </div>
        </main>
        <footer className="flex justify-center lg:justify-start">
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-2 rounded-lg text-sm font-medium text-muted hover:text-primary-text"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('authLayout.backHome')}
          </Link>
        </footer>
      </div>
    </div>
  );
}
