import { ErrorState } from '@/components/ui/state-message';
import { AuditPage } from '@/features/desk/components/audit-page';
import { useIsAdmin } from '@/features/desk/hooks/use-is-admin';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** The audit trail: admins only (the front desk is told so; the API answers it 403 too). */
export default function AdminAuditRoute() {
  const { t } = useDeskTranslation();
  const isAdmin = useIsAdmin();
  useDocumentTitle(t('audit.title'));
  if (!isAdmin) return <ErrorState message={t('adminOnly')} className="m-6" />;
  return <AuditPage />;
}
