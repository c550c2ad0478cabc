import { useTranslation } from 'react-i18next';
import { VerificationForm } from '@/features/auth/components/verification-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /verification (spec 1 §2): the OTP of a new registration. */
export default function VerificationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.verification'));
  return <VerificationForm />;
}
