import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { sessionStore } from '@/lib/auth/session-store';

/** /register (spec 1 §2). Someone already logged in goes home. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.register'));
  const [wasLoggedIn] = useState(() => Boolean(sessionStore.getSnapshot().token));
  if (wasLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return <RegisterForm />;
}
