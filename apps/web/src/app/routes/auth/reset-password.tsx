import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResetPasswordLink } from '@/features/auth/components/reset-password-link';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /reset-password/:token? (spec 1 §2): reset by the link from the WhatsApp message. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { token } = useParams<{ token?: string }>();
  useDocumentTitle(t('pages.resetPassword'));
  // A new token means a new link: start fresh instead of keeping the last link's state.
  return <ResetPasswordLink key={token ?? ''} token={token} />;
}
