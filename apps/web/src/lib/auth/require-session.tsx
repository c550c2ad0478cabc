import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

/**
 * Shows customer pages only with a session; a visitor without one is sent to /login. After the user's
 * own logout the page is left empty while logout's navigation home finishes.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { isAuthenticated, endedByLogout } = useSession();
  // Only a page that was open when the user logged out waits; opening it afterwards goes to /login.
  const [wasOpenWithSession] = useState(isAuthenticated);
  if (isAuthenticated) return children;
  if (endedByLogout && wasOpenWithSession) return null;
  return <Navigate to={paths.auth.login.getHref()} replace />;
}
