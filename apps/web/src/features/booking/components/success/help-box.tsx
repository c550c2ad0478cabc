import { LifeBuoy, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { VENUE } from '@/config/venue';
import { NoticeBanner } from '@/features/booking/components/notice-banner';
import { usePaymentTranslation } from '@/lib/i18n-payment';

/** Shown when the page has no invoice to show (spec 2 §2 "A help box when there is no invoice"). */
export function HelpBox() {
  const { t } = usePaymentTranslation();
  return (
    <NoticeBanner
      tone="neutral"
      icon={<LifeBuoy aria-hidden />}
      title={t('success.helpBoxTitle')}
      actions={
        <a href={VENUE.phone.href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Phone aria-hidden className="size-4" />
          {t('success.helpCall', { phone: VENUE.phone.display })}
        </a>
      }
    >
      <p className="leading-relaxed text-muted">{t('success.helpText')}</p>
    </NoticeBanner>
  );
}
