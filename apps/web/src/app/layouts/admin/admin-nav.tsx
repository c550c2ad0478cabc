import { clsx } from 'clsx';
import {
  Ban,
  CalendarClock,
  ChartColumn,
  ClipboardList,
  DoorOpen,
  GalleryHorizontal,
  Gamepad2,
  Gift,
  Globe,
  Joystick,
  LayoutGrid,
  ListOrdered,
  LogOut,
  MessageCircleQuestion,
  MessageSquareQuote,
  Monitor,
  Receipt,
  RotateCcw,
  ScrollText,
  Soup,
  Store,
  Tags,
  TicketPercent,
  UserCog,
  Users,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import { useLogout } from '@/lib/auth/use-logout';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { useManageTranslation } from '@/lib/i18n-manage';

type NavKey =
  | 'board'
  | 'bookings'
  | 'kitchen'
  | 'releases'
  | 'venueBlocks'
  | 'claims'
  | 'shift'
  | 'reports'
  | 'audit';

const LINKS: ReadonlyArray<{
  key: NavKey;
  to: string;
  icon: ComponentType<{ className?: string }>;
  adminOnly?: true;
}> = [
  { key: 'board', to: adminPaths.board.path, icon: LayoutGrid },
  { key: 'bookings', to: adminPaths.bookings.path, icon: ClipboardList },
  { key: 'kitchen', to: adminPaths.kitchen.path, icon: UtensilsCrossed },
  { key: 'claims', to: adminPaths.claims.path, icon: Gift },
  { key: 'releases', to: adminPaths.releases.path, icon: RotateCcw },
  { key: 'venueBlocks', to: adminPaths.venueBlocks.path, icon: Ban },
  { key: 'shift', to: adminPaths.shift.path, icon: Wallet },
  { key: 'reports', to: adminPaths.reports.path, icon: ChartColumn, adminOnly: true },
  { key: 'audit', to: adminPaths.audit.path, icon: ScrollText, adminOnly: true },
];

type ManageKey = Exclude<keyof typeof import('@/locales/en/manage.json')['nav'], 'group'>;

/** The back office (issue 17 "Manage the venue"): admins only, under its own heading. */
const MANAGE_LINKS: ReadonlyArray<{
  key: ManageKey;
  to: string;
  icon: ComponentType<{ className?: string }>;
}> = [
  { key: 'consoles', to: adminPaths.manage.consoles.path, icon: Joystick },
  { key: 'rooms', to: adminPaths.manage.rooms.path, icon: DoorOpen },
  { key: 'units', to: adminPaths.manage.units.path, icon: Monitor },
  { key: 'games', to: adminPaths.manage.games.path, icon: Gamepad2 },
  { key: 'genres', to: adminPaths.manage.genres.path, icon: Tags },
  { key: 'fnbs', to: adminPaths.manage.fnbs.path, icon: Soup },
  { key: 'fnbCategories', to: adminPaths.manage.fnbCategories.path, icon: ListOrdered },
  { key: 'banners', to: adminPaths.manage.banners.path, icon: GalleryHorizontal },
  { key: 'faqs', to: adminPaths.manage.faqs.path, icon: MessageCircleQuestion },
  { key: 'venue', to: adminPaths.manage.venue.path, icon: Store },
  { key: 'promos', to: adminPaths.manage.promos.path, icon: TicketPercent },
  { key: 'rewards', to: adminPaths.manage.rewards.path, icon: Gift },
  { key: 'taxes', to: adminPaths.manage.taxes.path, icon: Receipt },
  { key: 'reviews', to: adminPaths.manage.reviews.path, icon: MessageSquareQuote },
  { key: 'customers', to: adminPaths.manage.customers.path, icon: Users },
  { key: 'staff', to: adminPaths.manage.staff.path, icon: UserCog },
];

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive ? 'bg-primary text-primary-fg' : 'text-muted hover:bg-primary-soft hover:text-fg',
  );

/** The staff app's links: a sidebar from 1024 px, a scrolling bar of links below. */
export function AdminNav({ isAdmin, userName }: { isAdmin: boolean; userName: string }) {
  const { t } = useDeskTranslation();
  const { t: tm } = useManageTranslation();
  const logout = useLogout();
  const links = LINKS.filter((link) => isAdmin || !link.adminOnly);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0">
      <div className="flex items-center gap-3 px-4 py-3 lg:flex-col lg:items-start lg:px-5 lg:py-5">
        <Link to={adminPaths.board.getHref()} className="flex items-center gap-2">
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
          {links.map(({ key, to, icon: Icon }) => (
            <li key={key} className="shrink-0">
              <NavLink to={to} end className={linkClasses}>
                <Icon className="size-4" />
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
          {isAdmin && (
            <li className="flex shrink-0 items-center gap-1 border-l border-line pl-2 lg:mt-4 lg:block lg:border-l-0 lg:pl-0">
              <p className="hidden px-3 pb-1 text-xs font-bold tracking-wide text-muted uppercase lg:block">
                {tm('nav.group')}
              </p>
              <ul aria-label={tm('nav.group')} className="flex gap-1 lg:flex-col">
                {MANAGE_LINKS.map(({ key, to, icon: Icon }) => (
                  <li key={key} className="shrink-0">
                    <NavLink to={to} className={linkClasses}>
                      <Icon className="size-4" />
                      {tm(`nav.${key}`)}
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
