import { clsx } from 'clsx';
import {
  Ban,
  CalendarClock,
  ClipboardList,
  Gift,
  Globe,
  LayoutGrid,
  LogOut,
  RotateCcw,
  ScrollText,
  UtensilsCrossed,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/use-logout';
import { useDeskTranslation } from '@/lib/i18n-desk';

type NavKey = 'board' | 'bookings' | 'kitchen' | 'releases' | 'venueBlocks' | 'claims' | 'audit';

const LINKS: ReadonlyArray<{
  key: NavKey;
  to: string;
  icon: ComponentType<{ className?: string }>;
  adminOnly?: true;
}> = [
  { key: 'board', to: paths.admin.board.path, icon: LayoutGrid },
  { key: 'bookings', to: paths.admin.bookings.path, icon: ClipboardList },
  { key: 'kitchen', to: paths.admin.kitchen.path, icon: UtensilsCrossed },
  { key: 'claims', to: paths.admin.claims.path, icon: Gift },
  { key: 'releases', to: paths.admin.releases.path, icon: RotateCcw },
  { key: 'venueBlocks', to: paths.admin.venueBlocks.path, icon: Ban },
  { key: 'audit', to: paths.admin.audit.path, icon: ScrollText, adminOnly: true },
];

/** The staff app's links: a sidebar from 1024 px, a scrolling bar of links below. */
export function AdminNav({ isAdmin, userName }: { isAdmin: boolean; userName: string }) {
  const { t } = useDeskTranslation();
  const logout = useLogout();
  const links = LINKS.filter((link) => isAdmin || !link.adminOnly);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface lg:h-dvh lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0">
      <div className="flex items-center gap-3 px-4 py-3 lg:flex-col lg:items-start lg:px-5 lg:py-5">
        <Link to={paths.admin.board.getHref()} className="flex items-center gap-2">
          <Logo className="h-7 w-auto" />
        </Link>
        <div className="flex min-w-0 flex-1 items-center gap-2 lg:w-full lg:flex-none">
          <CalendarClock aria-hidden className="size-4 shrink-0 text-primary-text" />
          <p className="truncate text-sm">
            <span className="font-bold">{t('nav.title')}</span>
            <span className="text-muted"> · {userName}</span>
          </p>
        </div>
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
      <nav aria-label={t('nav.menu')} className="overflow-x-auto lg:overflow-visible">
        <ul className="flex gap-1 px-3 pb-2 lg:flex-col lg:px-3 lg:pb-0">
          {links.map(({ key, to, icon: Icon }) => (
            <li key={key} className="shrink-0">
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                    isActive
                      ? 'bg-primary text-primary-fg'
                      : 'text-muted hover:bg-primary-soft hover:text-fg',
                  )
                }
              >
                <Icon className="size-4" />
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="hidden flex-col gap-1 px-3 pt-6 lg:flex">
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
