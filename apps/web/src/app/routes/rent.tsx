import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /rent: the booking wizard, titled Book a Room (spec 2 §2). Coming with the booking feature. */
export default function RentRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.rent')} />;
}
