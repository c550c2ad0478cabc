import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSignedInOnArrival } from '@/app/use-signed-in-on-arrival';
import { useWarmStaffLanding } from '@/app/use-warm-staff-landing';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /login (spec 1 §2). Someone already logged in goes home. */
export default function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login'));
  useWarmStaffLanding();
  if (useSignedInOnArrival()) return <Navigate to={paths.home.getHref()} replace />;
  return <LoginForm />;
}
