import type { PublicVenue } from '@ruangmain/domain/contracts/venue';
import { ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const linkClass = 'rounded-md font-medium text-muted transition-colors hover:text-primary-text';

/**
 * The footer's map (spec 1 §2). It starts as the venue's address card with "Open in Google Maps", so
 * nothing broken or blank shows where the embed cannot load (offline, blocked, a slow network), and no
 * third party is asked on every page; "Show map" puts the embedded map over the card, which stays
 * visible until the map has loaded.
 */
export function VenueMap({ venue }: { venue: PublicVenue }) {
  const { t } = useTranslation();
  const [isMapAsked, setIsMapAsked] = useState(false);
  const [isMapLoaded, setIsMapLoaded] = useState(false);

  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-surface-2 sm:aspect-video lg:aspect-[4/3]">
        <div
          data-testid="venue-map-card"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-5 text-center"
        >
          <MapPin aria-hidden className="size-8 text-primary-text" />
          <p className="text-sm leading-relaxed text-fg">{venue.address}</p>
          {!isMapAsked && (
            <button
              type="button"
              onClick={() => setIsMapAsked(true)}
              className="cursor-pointer rounded-lg border border-line bg-bg px-3 py-1.5 text-sm font-semibold text-fg transition-colors hover:border-primary/50 hover:text-primary-text"
            >
              {t('footer.showMap')}
            </button>
          )}
        </div>
        {isMapAsked && (
          <iframe
            src={venue.map_embed_url}
            title={t('footer.mapTitle')}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            onLoad={() => setIsMapLoaded(true)}
            // Same colour scheme as the embedded page, so Chrome does not paint an opaque white backdrop in
            // dark mode; hidden until loaded, so the card shows while it loads.
            className={`relative size-full border-0 [color-scheme:light] transition-opacity ${isMapLoaded ? 'opacity-100' : 'opacity-0'}`}
          />
        )}
      </div>
      <a
        href={venue.map_url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${linkClass} mt-3 inline-flex items-center gap-1.5 text-sm`}
      >
        {t('footer.openInMaps')}
        <ExternalLink aria-hidden className="size-3.5" />
        <span className="sr-only">{t('a11y.opensInNewTab')}</span>
      </a>
    </div>
  );
}
