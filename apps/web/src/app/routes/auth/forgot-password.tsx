import { useTranslation } from 'react-i18next';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /forgot-password (spec 1 §2): the three-step reset by WhatsApp token. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.forgotPassword'));
  return <ForgotPasswordFlow />;
}
