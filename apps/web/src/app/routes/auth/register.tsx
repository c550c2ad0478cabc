import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /register (spec 1 §2). Coming with the auth feature. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.register')} variant="card" />;
}
