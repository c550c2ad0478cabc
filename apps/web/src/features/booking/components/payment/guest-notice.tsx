import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NoticeBanner } from '@/features/booking/components/notice-banner';
import { usePaymentTranslation } from '@/lib/i18n-payment';

/** Shown to visitors who are not logged in (spec 2 §2 "Guests see a Guest Booking notice"). */
export function GuestNotice() {
  const { t } = usePaymentTranslation();
  return (
    <NoticeBanner tone="primary" icon={<UserRound aria-hidden />} title={t('guest.title')} role="note">
      {t('guest.text')}{' '}
      <Link
        to={paths.auth.login.getHref()}
        className="font-semibold text-primary-text underline underline-offset-4"
      >
        {t('guest.login')}
      </Link>
    </NoticeBanner>
  );
}
