import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /verification (spec 1 §2). Coming with the auth feature. */
export default function VerificationRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.verification')} variant="card" />;
}
