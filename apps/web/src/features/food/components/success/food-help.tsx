import { LifeBuoy, MessageCircle, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useVenue } from '@/lib/catalogue/get-venue';
import { useFoodTranslation } from '@/lib/i18n-food';

/**
 * The help contacts of the food order success page (spec 2 §2 "Help contacts are shown"): the venue's
 * phone as the admin set it, to call or to chat with on WhatsApp.
 */
export function FoodHelp() {
  const { t } = useFoodTranslation();
  const venue = useVenue();
  // wa.me takes the number's digits only, no '+'.
  const whatsAppHref = `https://wa.me/${venue.phone_href.replace(/\D/g, '')}`;
  return (
    <section
      aria-label={t('success.helpTitle')}
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
          <LifeBuoy aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-extrabold tracking-tight">{t('success.helpTitle')}</h2>
          <p className="text-sm leading-relaxed text-muted">{t('success.helpText')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a
          href={venue.phone_href}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'sm:flex-1' })}
        >
          <Phone aria-hidden className="size-4" />
          {t('success.helpCall', { phone: venue.phone })}
        </a>
        <a
          href={whatsAppHref}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'sm:flex-1' })}
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('success.helpWhatsApp')}
        </a>
      </div>
    </section>
  );
}
