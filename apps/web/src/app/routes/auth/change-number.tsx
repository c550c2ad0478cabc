import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /change-number (spec 1 §2). Coming with the auth feature. */
export default function ChangeNumberRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.changeNumber')} variant="card" />;
}
