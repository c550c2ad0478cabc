import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /profile (spec 2 §2). Coming with the profile feature. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.profile')} />;
}
