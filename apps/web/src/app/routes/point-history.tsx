import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /point-history (spec 2 §2). Coming with the profile feature. */
export default function PointHistoryRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.pointHistory')} />;
}
