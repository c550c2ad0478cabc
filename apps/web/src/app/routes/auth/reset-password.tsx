import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /reset-password/:token? (spec 1 §2). Coming with the auth feature. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.resetPassword')} variant="card" />;
}
