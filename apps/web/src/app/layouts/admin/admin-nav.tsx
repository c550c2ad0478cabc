import { hasRole, type UserRole } from '@ruangmain/domain/roles';
import { clsx } from 'clsx';
import { CalendarClock, Globe, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
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

const itemClasses =
  'flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors';
const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    itemClasses,
    isActive ? 'bg-primary text-primary-fg' : 'text-muted hover:bg-primary-soft hover:text-fg',
  );

/**
 * The staff app's links (issue 29: every screen within reach at 768 px). From 1024 px, a sidebar with
 * the names; below, a rail of the same links as icons, each named for screen readers and titled, that
 * opens over the page with the names (the menu button) and closes on a link, Escape or outside.
 */
export function AdminNav({ role, userName }: { role: UserRole | null | undefined; userName: string }) {
  const { t } = useDeskTranslation();
  const { t: tm } = useManageTranslation();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const links = linksOf('desk', role);
  // The back office (issue 17 "Manage the venue"), under its own heading: admins only.
  const manageLinks = linksOf('manage', role);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen closes the open rail.
  useEffect(() => setIsOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  // Below 1024 px the names show only while the rail is open; from 1024 px always.
  const name = clsx(!isOpen && 'sr-only lg:not-sr-only');
  const item = (Icon: AdminNavItem['icon'], label: string, to: string, end = false) => (
    <li key={to}>
      <NavLink to={to} end={end} className={linkClasses} title={label}>
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className={name}>{label}</span>
      </NavLink>
    </li>
  );

  return (
    <div className="relative w-14 shrink-0 lg:w-60">
      {isOpen && (
        <div
          aria-hidden
          className="fixed inset-0 z-30 bg-black/40 lg:hidden"
          onClick={() => setIsOpen(false)}
        />
      )}
      <header
        className={clsx(
          'sticky top-0 z-40 flex h-dvh flex-col border-r border-line bg-surface lg:w-60',
          isOpen ? 'w-64 shadow-xl' : 'w-14',
        )}
      >
        <div className={clsx('flex flex-col gap-2 px-2 py-3 lg:px-5 lg:py-5', isOpen && 'px-3')}>
          {/* Collapsed, the rail stacks the menu button and the bell; open or from 1024 px, a row. */}
          <div className={clsx('flex items-center gap-1', isOpen ? 'flex-row' : 'flex-col lg:flex-row')}>
            <Link
              to={adminScreens.board.getHref()}
              className={clsx('mr-auto items-center gap-2', isOpen ? 'flex' : 'hidden lg:flex')}
            >
              <Logo className="h-7 w-auto" />
            </Link>
            <button
              type="button"
              onClick={() => setIsOpen((open) => !open)}
              aria-expanded={isOpen}
              aria-label={t(isOpen ? 'nav.close' : 'nav.open')}
              title={t(isOpen ? 'nav.close' : 'nav.open')}
              className="order-first grid size-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-primary-soft hover:text-fg lg:hidden"
            >
              {isOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            </button>
            <NoticeBell />
          </div>
          {/* The whole name, on lines of its own: a sidebar never cuts it ("Venue A…"). */}
          <div className={clsx('items-start gap-2', isOpen ? 'flex' : 'hidden lg:flex')}>
            <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-text" />
            <p className="min-w-0 text-sm break-words" data-testid="staff-name">
              <span className="block font-bold">{t('nav.title')}</span>
              <span className="block text-muted">{userName}</span>
            </p>
          </div>
        </div>
        <nav aria-label={t('nav.menu')} className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
          <ul className="flex flex-col gap-1 px-2 lg:px-3">
            {links.map(({ label, to, icon }) => item(icon, t(`nav.${label}`), to, true))}
          </ul>
          {manageLinks.length > 0 && (
            <div className="mt-3 border-t border-line pt-3 lg:mt-4 lg:border-t-0 lg:pt-0">
              <p className="px-5 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
                <span className={name}>{tm('nav.group')}</span>
              </p>
              <ul aria-label={tm('nav.group')} className="flex flex-col gap-1 px-2 pb-2 lg:px-3">
                {manageLinks.map(({ label, to, icon }) => item(icon, tm(`nav.${label}`), to))}
              </ul>
            </div>
          )}
        </nav>
        <div className="flex shrink-0 flex-col gap-1 border-t border-line px-2 py-3 lg:px-3 lg:py-4">
          <Link
            to={paths.home.getHref()}
            title={t('nav.site')}
            className={clsx(itemClasses, 'text-muted hover:bg-primary-soft hover:text-fg')}
          >
            <Globe aria-hidden className="size-4 shrink-0" />
            <span className={name}>{t('nav.site')}</span>
          </Link>
          <button
            type="button"
            onClick={logout}
            title={t('nav.logout')}
            className={clsx(itemClasses, 'text-left text-muted hover:bg-primary-soft hover:text-fg')}
          >
            <LogOut aria-hidden className="size-4 shrink-0" />
            <span className={name}>{t('nav.logout')}</span>
          </button>
          {/* Stacked on the 56 px rail, side by side in the sidebar. */}
          <LanguageSwitch compact className="flex-col self-center lg:mt-2 lg:flex-row lg:self-start" />
          <ThemeToggle />
        </div>
      </header>
    </div>
  );
}
