import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /forgot-password (spec 1 §2). Coming with the auth feature. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.forgotPassword')} variant="card" />;
}
