import { LifeBuoy, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { NoticeBanner } from '@/features/booking/components/notice-banner';
import { useVenue } from '@/lib/catalogue/get-venue';
import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/**
 * Shown when the page has no invoice to show (spec 2 §2 "A help box when there is no invoice"), with
 * the venue's phone as the admin set it.
 */
export function HelpBox() {
  const { t } = usePaymentOutcomeTranslation();
  const venue = useVenue();
  return (
    <NoticeBanner
      tone="neutral"
      icon={<LifeBuoy aria-hidden />}
      title={t('success.helpBoxTitle')}
      actions={
        <a href={venue.phone_href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Phone aria-hidden className="size-4" />
          {t('success.helpCall', { phone: venue.phone })}
        </a>
      }
    >
      <p className="leading-relaxed text-muted">{t('success.helpText')}</p>
    </NoticeBanner>
  );
}
