import { hasRole, type UserRole } from '@ruangmain/domain/roles';
import { clsx } from 'clsx';
import { CalendarClock, Globe, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { ADMIN_SCREENS, type AdminNavItem, adminScreens } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import { useLogout } from '@/lib/auth/use-logout';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { useManageTranslation } from '@/lib/i18n-manage';

type NavEntry<Group extends AdminNavItem['group']> = Extract<AdminNavItem, { group: Group }> & { to: string };

/** The links of one navigation group that `role` sees, in the registry's order (config/admin-screens.ts). */
function linksOf<Group extends AdminNavItem['group']>(group: Group, role: UserRole | null | undefined) {
  return ADMIN_SCREENS.filter(
    (screen) => screen.nav.group === group && hasRole(role ? { role } : null, screen.roles),
  ).map((screen) => ({ ...screen.nav, to: screen.path }) as NavEntry<Group>);
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive ? 'bg-primary text-primary-fg' : 'text-muted hover:bg-primary-soft hover:text-fg',
  );

/** The staff app's links: a sidebar from 1024 px, a scrolling bar of links below. */
export function AdminNav({ role, userName }: { role: UserRole | null | undefined; userName: string }) {
  const { t } = useDeskTranslation();
  const { t: tm } = useManageTranslation();
  const logout = useLogout();
  const links = linksOf('desk', role);
  // The back office (issue 17 "Manage the venue"), under its own heading: admins only.
  const manageLinks = linksOf('manage', role);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0">
      <div className="flex items-center gap-3 px-4 py-3 lg:flex-col lg:items-start lg:px-5 lg:py-5">
        <Link to={adminScreens.board.getHref()} className="flex items-center gap-2">
          <Logo className="h-7 w-auto" />
        </Link>
        <div className="flex min-w-0 flex-1 items-center gap-2 lg:w-full lg:flex-none">
          <CalendarClock aria-hidden className="size-4 shrink-0 text-primary-text" />
          <p className="truncate text-sm">
            <span className="font-bold">{t('nav.title')}</span>
            <span className="text-muted"> · {userName}</span>
          </p>
        </div>
        {/* The bell: in the bar below 1024 px, at the sidebar's top right above. */}
        <NoticeBell className="lg:absolute lg:top-4 lg:right-1.5" />
        <div className="flex items-center gap-1 lg:hidden">
          <ThemeToggle />
          <button
            type="button"
            onClick={logout}
            className="grid size-10 place-items-center rounded-lg text-muted hover:bg-primary-soft hover:text-fg"
            aria-label={t('nav.logout')}
          >
            <LogOut aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      {/* Many links: the sidebar scrolls between the logo and the account buttons; the bar below 1024 px scrolls sideways. */}
      <nav
        aria-label={t('nav.menu')}
        className="overflow-x-auto lg:min-h-0 lg:flex-1 lg:overflow-x-visible lg:overflow-y-auto"
      >
        <ul className="flex gap-1 px-3 pb-2 lg:flex-col lg:px-3 lg:pb-0">
          {links.map(({ label, to, icon: Icon }) => (
            <li key={label} className="shrink-0">
              <NavLink to={to} end className={linkClasses}>
                <Icon className="size-4" />
                {t(`nav.${label}`)}
              </NavLink>
            </li>
          ))}
          {manageLinks.length > 0 && (
            <li className="flex shrink-0 items-center gap-1 border-l border-line pl-2 lg:mt-4 lg:block lg:border-l-0 lg:pl-0">
              <p className="hidden px-3 pb-1 text-xs font-bold tracking-wide text-muted uppercase lg:block">
                {tm('nav.group')}
              </p>
              <ul aria-label={tm('nav.group')} className="flex gap-1 lg:flex-col">
                {manageLinks.map(({ label, to, icon: Icon }) => (
                  <li key={label} className="shrink-0">
                    <NavLink to={to} className={linkClasses}>
                      <Icon className="size-4" />
                      {tm(`nav.${label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      </nav>
      <div className="hidden shrink-0 flex-col gap-1 border-t border-line px-3 py-4 lg:flex">
        <Link
          to={paths.home.getHref()}
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-muted hover:bg-primary-soft hover:text-fg"
        >
          <Globe aria-hidden className="size-4" />
          {t('nav.site')}
        </Link>
        <button
          type="button"
          onClick={logout}
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-muted hover:bg-primary-soft hover:text-fg"
        >
          <LogOut aria-hidden className="size-4" />
          {t('nav.logout')}
        </button>
        <ThemeToggle className="mt-2" />
      </div>
    </header>
  );
}
