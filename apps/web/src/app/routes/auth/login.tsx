import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { sessionStore } from '@/lib/auth/session-store';

/** /login (spec 1 §2). Someone already logged in goes home. */
export default function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login'));
  // Read once: logging in on this screen must not skip its 1 s success message.
  const [wasLoggedIn] = useState(() => Boolean(sessionStore.getSnapshot().token));
  if (wasLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return <LoginForm />;
}
