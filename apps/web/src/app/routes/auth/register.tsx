import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSignedInOnArrival } from '@/app/use-signed-in-on-arrival';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /register (spec 1 §2). Someone already logged in goes home. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.register'));
  if (useSignedInOnArrival()) return <Navigate to={paths.home.getHref()} replace />;
  return <RegisterForm />;
}
