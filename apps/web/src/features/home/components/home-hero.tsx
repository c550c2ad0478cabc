import { ArrowRight, Clock, DoorOpen, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RetroScreen } from '@/features/home/components/retro-screen';
import { useHomeTranslation } from '@/lib/i18n-home';

const HIGHLIGHTS = [
  { key: 'rooms', Icon: DoorOpen },
  { key: 'hours', Icon: Clock },
  { key: 'food', Icon: UtensilsCrossed },
] as const;

/** Home hero: the tagline 'Never Stop Playing!' with the Pricelist and Book a Room actions (spec 1 §2). */
export function HomeHero() {
  const { t } = useHomeTranslation();
  return (
    <section aria-labelledby="home-hero-title" className="px-3 pt-3 sm:px-4 sm:pt-4">
      <div className="rm-stage relative mx-auto max-w-[88rem] overflow-hidden rounded-[2rem] text-white">
        <div aria-hidden className="rm-grid-lines absolute inset-0" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-5 py-14 sm:px-8 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:px-12 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-xs font-bold tracking-wider text-white/90 uppercase backdrop-blur">
              <span
                aria-hidden
                className="size-1.5 rounded-full bg-accent shadow-[0_0_10px_2px_rgba(255,176,46,0.7)]"
              />
              {t('hero.eyebrow')}
            </p>
            <h1
              id="home-hero-title"
              className="mt-6 bg-linear-to-br from-white via-white to-[#ffd58a] bg-clip-text text-5xl leading-[1.02] font-black tracking-tight text-balance text-transparent sm:text-6xl xl:text-7xl"
            >
              {t('hero.title')}
            </h1>
            <p className="mt-6 max-w-xl text-base leading-relaxed text-pretty text-white/80 sm:text-lg">
              {t('hero.text')}
            </p>
            {/* Book a Room leads on phones; the DOM (and focus) order stays Pricelist, Book a Room. */}
            <div className="mt-9 flex flex-col-reverse gap-3 sm:flex-row">
              <Link
                to={paths.home.getHref('pricelist-section')}
                className={buttonVariants({ variant: 'glass', size: 'lg' })}
              >
                {t('hero.pricelist')}
              </Link>
              <Link to={paths.rent.getHref()} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {t('hero.bookRoom')}
                <ArrowRight aria-hidden className="size-5" />
              </Link>
            </div>
            <ul className="mt-10 grid gap-3 text-sm text-white/85 sm:grid-cols-3 sm:gap-4">
              {HIGHLIGHTS.map(({ key, Icon }) => (
                <li key={key} className="flex items-center gap-2.5">
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white/10">
                    <Icon aria-hidden className="size-4 text-accent" />
                  </span>
                  {t(`hero.highlights.${key}`)}
                </li>
              ))}
            </ul>
          </div>

          <div aria-hidden className="relative mx-auto w-full max-w-lg lg:max-w-none">
            <div className="absolute -inset-6 rounded-[2.5rem] bg-primary/30 blur-3xl" />
            <div className="relative rounded-[1.75rem] border border-white/15 bg-white/5 p-3 shadow-2xl backdrop-blur">
              <RetroScreen className="aspect-video w-full rounded-2xl" />
              <div className="mx-auto mt-3 h-1.5 w-24 rounded-full bg-white/20" />
            </div>
            <div className="absolute -bottom-8 -left-3 rotate-[-8deg] rounded-2xl border border-white/15 bg-[#1a0f45]/90 p-4 shadow-2xl backdrop-blur sm:-left-8">
              <Logo glyphOnly className="h-14 text-white sm:h-16" />
            </div>
            <div className="absolute -top-5 -right-2 size-14 rotate-12 rounded-2xl bg-linear-to-br from-accent to-[#ff6f91] shadow-xl sm:-right-5" />
          </div>
        </div>
      </div>
    </section>
  );
}
