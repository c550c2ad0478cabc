import type { PublicVenue } from '@ruangmain/domain/contracts/venue';
import { Clock, MapPin, Phone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VenueMap } from '@/app/layouts/venue-map';
import { QueryScope } from '@/app/query-scope';
import { Logo } from '@/components/logo';
import { OpeningHoursList } from '@/components/opening-hours-list';
import { InstagramIcon, TikTokIcon } from '@/components/social-icons';
import { LazyTermsDialog, loadTermsDialog } from '@/components/terms/lazy-terms-dialog';
import { paths } from '@/config/paths';
import { useVenue } from '@/lib/catalogue/get-venue';

const headingClass = 'text-xs font-bold tracking-wider text-fg uppercase';
const linkClass = 'rounded-md font-medium text-muted transition-colors hover:text-primary-text';

function SocialLinks({ venue }: { venue: PublicVenue }) {
  const { t } = useTranslation();
  // A link the venue cleared on its Venue screen is not shown.
  const links = [
    { href: venue.instagram_url, label: t('footer.instagram'), Icon: InstagramIcon },
    { href: venue.tiktok_url, label: t('footer.tiktok'), Icon: TikTokIcon },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);
  if (links.length === 0) return null;
  return (
    <ul className="flex gap-2">
      {links.map(({ href, label, Icon }) => (
        <li key={href}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${t('a11y.opensInNewTab')}`}
            title={label}
            className="grid size-10 place-items-center rounded-xl border border-line bg-bg text-fg transition-colors hover:border-primary/50 hover:text-primary-text"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Site footer (spec 1 §2): venue facts, map, hours, Home and Terms, copyright and social links. The
 * venue's details are the admin's (Venue screen), read through the query cache.
 */
export function Footer() {
  return (
    <QueryScope>
      <FooterContent />
    </QueryScope>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const venue = useVenue();
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const [hasOpenedTerms, setHasOpenedTerms] = useState(false);
  const year = new Date().getFullYear();

  const openTerms = () => {
    setHasOpenedTerms(true);
    setIsTermsOpen(true);
  };

  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.25fr_1fr_1fr_1.35fr] lg:px-8 lg:py-16">
        <div>
          <Link
            to={paths.home.getHref()}
            aria-label={t('nav.logoHome')}
            className="inline-block rounded-lg text-fg"
          >
            <Logo />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">{t('app.tagline')}</p>
          {(venue.instagram_url || venue.tiktok_url) && (
            <>
              <p className={`${headingClass} mt-6`}>{t('footer.followUs')}</p>
              <div className="mt-3">
                <SocialLinks venue={venue} />
              </div>
            </>
          )}
        </div>

        <div className="space-y-6">
          <div>
            <h2 className={headingClass}>{t('footer.visitUs')}</h2>
            <address className="mt-3 flex gap-2.5 text-sm leading-relaxed text-muted not-italic">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-text" />
              <span>
                <span className="sr-only">{t('footer.address')}: </span>
                {venue.address}
              </span>
            </address>
          </div>
          <div>
            <h2 className={headingClass}>{t('footer.contact')}</h2>
            <a
              href={venue.phone_href}
              className={`${linkClass} mt-3 inline-flex items-center gap-2.5 text-sm`}
            >
              <Phone aria-hidden className="size-4 text-primary-text" />
              {venue.phone}
            </a>
          </div>
        </div>

        <div>
          <h2 className={`${headingClass} flex items-center gap-2`}>
            <Clock aria-hidden className="size-4 text-primary-text" />
            {t('footer.hours')}
          </h2>
          <OpeningHoursList
            days={venue.opening_hours}
            dayName={(key) => t(`hours.days.${key}`)}
            spanLabel={(first, last) => t('hours.span', { first, last })}
            hoursLabel={(hours) => (hours ? t('hours.range', hours) : t('hours.closed'))}
            className="mt-3 space-y-2 text-sm"
            rowClassName="flex justify-between gap-4 border-b border-dashed border-line pb-2 text-muted"
          />
        </div>

        <VenueMap venue={venue} />
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center gap-3 px-4 py-5 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p className="text-muted">{t('footer.copyright', { year })}</p>
          <nav aria-label={t('footer.explore')} className="flex items-center gap-5">
            <Link to={paths.home.getHref()} className={linkClass}>
              {t('footer.home')}
            </Link>
            <button
              type="button"
              onClick={openTerms}
              onPointerEnter={() => void loadTermsDialog()}
              onFocus={() => void loadTermsDialog()}
              className={`${linkClass} cursor-pointer`}
            >
              {t('footer.terms')}
            </button>
          </nav>
        </div>
      </div>

      {hasOpenedTerms && (
        <Suspense fallback={null}>
          <LazyTermsDialog open={isTermsOpen} onClose={() => setIsTermsOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
