import { hasRole } from '@ruangmain/domain/roles';
import { useSession } from '@/lib/auth/use-session';

/** The signed-in user is an admin (refunds, the audit trail), not the front desk. */
export function useIsAdmin(): boolean {
  const { user } = useSession();
  return hasRole(user?.role ? { role: user.role } : null, ['admin']);
}
