import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /login (spec 1 §2). Coming with the auth feature. */
export default function LoginRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.login')} variant="card" />;
}
