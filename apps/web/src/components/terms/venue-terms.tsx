import { use } from 'react';
import { loadVenueOnce } from '@/lib/catalogue/load-venue';
import { useTermsTranslation } from '@/lib/i18n-terms';

/**
 * The venue's own terms, as the admin wrote them on the Venue screen, after the standard ones (spec 1
 * §9). Loaded apart from the terms, so pages that open the terms load nothing more up front; nothing
 * shows while it loads (the caller's Suspense) or when the venue has written none.
 */
export default function VenueTerms({ number }: { number: number }) {
  const { t } = useTermsTranslation();
  const paragraphs = use(loadVenueOnce())
    .terms_text.split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section data-testid="venue-terms" className="mt-6">
      <h3 className="flex items-center gap-2.5 text-base font-bold">
        <span className="grid size-6 shrink-0 place-items-center rounded-md bg-primary-soft text-xs font-bold text-primary-text">
          {number}
        </span>
        {t('sections.venue.title')}
      </h3>
      <div className="mt-2.5 space-y-1.5 text-sm leading-relaxed text-muted sm:pl-8.5">
        {paragraphs.map((paragraph, index) => (
          // The text is the venue's; the same line may appear twice, so its place keys it.
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never move
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
