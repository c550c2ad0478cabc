import { hasRole } from '@ruangmain/domain/roles';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/state-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/auth/use-session';
import { useManageTranslation } from '@/lib/i18n-manage';

/**
 * A back-office screen's gate: admins see it, the front desk is told it is for admins (the API
 * answers them 403 anyway). Sets the document title.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useManageTranslation();
  const { user } = useSession();
  useDocumentTitle(title);
  if (!hasRole(user?.role ? { role: user.role } : null, ['admin'])) {
    return <ErrorState message={t('adminOnly')} className="m-6" />;
  }
  return <>{children}</>;
}
