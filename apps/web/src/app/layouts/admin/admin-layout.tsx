import { ShieldAlert } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { AdminNav } from '@/app/layouts/admin/admin-nav';
import { RouteOutlet } from '@/app/layouts/route-outlet';
import { QueryScope } from '@/app/query-scope';
import { PageLoader } from '@/components/page-loader';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LiveDesk } from '@/features/desk/components/live-desk';
import { useSession } from '@/lib/auth/use-session';
import { useDeskTranslation } from '@/lib/i18n-desk';

/**
 * The staff app's frame (issue "Front desk"): a sidebar on desktops, a rail of the same links on
 * tablets and phones (admin-nav.tsx). Only the front desk and admins get in: a visitor signs in first, a customer is refused.
 */
export function AdminLayout() {
  const { isAuthenticated, isStaff, user } = useSession();
  if (!isAuthenticated) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (!isStaff) return <StaffOnly />;
  return (
    <QueryScope>
      <LiveDesk />
      <div className="flex min-h-dvh">
        <AdminNav role={user?.role} userName={user?.name ?? ''} />
        <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
          <RouteOutlet fallback={<PageLoader />} />
        </main>
      </div>
    </QueryScope>
  );
}

/** 403 for a signed-in customer. */
function StaffOnly() {
  const { t } = useDeskTranslation();
  return (
    <main className="grid min-h-dvh place-items-center px-5">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <ShieldAlert aria-hidden className="size-12 text-danger" />
        <h1 className="text-2xl font-extrabold">{t('forbidden.title')}</h1>
        <p className="text-muted">{t('forbidden.text')}</p>
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'primary' })}>
          {t('forbidden.home')}
        </Link>
      </div>
    </main>
  );
}
