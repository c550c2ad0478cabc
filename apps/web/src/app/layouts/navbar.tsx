import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { HomeSectionLinks } from '@/app/layouts/navbar-sections';
import { QueryScope } from '@/app/query-scope';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';
import { paths } from '@/config/paths';
import { useDismiss } from '@/hooks/use-dismiss';
import { useSession } from '@/lib/auth/use-session';
import { getScrollBehavior } from '@/lib/motion';

// Only a logged-in visitor sees the account menu: it loads then, not with every page, with the query
// cache its logout clears (docs/decisions/0018).
const loadUserMenu = () => import('@/features/auth/components/user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const UserMenuList = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenuList })));

const PAGE_LINKS = [
  { to: paths.rent.getHref(), labelKey: 'nav.room' },
  { to: paths.foodDrinks.getHref(), labelKey: 'nav.foodDrinks' },
  { to: paths.faq.getHref(), labelKey: 'nav.faq' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex h-10 items-center rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive ? 'bg-primary-soft text-primary-text' : 'text-fg hover:bg-surface-2',
  );

/** The logo: scrolls to the top on the home page, otherwise goes home replacing the entry (spec 1 §2). */
function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname === paths.home.path) {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: getScrollBehavior() });
    }
  };
  return (
    <Link
      to={paths.home.getHref()}
      replace
      onClick={onClick}
      aria-label={t('nav.logoHome')}
      className="-ml-1 rounded-lg p-1 text-fg"
    >
      <Logo className="h-7 sm:h-8" />
    </Link>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  useDismiss(headerRef, isMenuOpen, closeMenu);

  return (
    <>
      <header ref={headerRef} className="sticky top-0 z-40 border-b border-line/80 bg-nav backdrop-blur-xl">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <LogoLink onNavigate={closeMenu} />

          {/* The full bar from 1024 px: at 768 a signed-in customer's greeting in Bahasa Indonesia ran past
              the screen and 'Makanan & Minuman' broke over three lines (issue 30); tablets take the menu. */}
          <nav aria-label={t('nav.label')} className="ml-6 hidden items-center gap-1 lg:flex">
            <Dropdown
              label={t('nav.home')}
              triggerLabel={t('nav.homeSections')}
              triggerClassName="h-10 px-3.5 text-sm text-fg hover:bg-surface-2"
            >
              {(close) => <HomeSectionLinks layout="dropdown" onNavigate={close} />}
            </Dropdown>
            {PAGE_LINKS.map(({ to, labelKey }) => (
              <NavLink key={to} to={to} className={navLinkClass}>
                {t(labelKey)}
              </NavLink>
            ))}
          </nav>

          <div className="ml-auto flex items-center gap-1.5">
            <div className="hidden lg:block">
              <LanguageSwitch compact />
            </div>
            <ThemeToggle />
            <div className="hidden lg:block">
              {isAuthenticated ? (
                <Suspense fallback={null}>
                  <QueryScope>
                    <UserMenu />
                  </QueryScope>
                </Suspense>
              ) : (
                <Link
                  to={paths.auth.login.getHref()}
                  className={buttonVariants({ size: 'sm', className: 'px-5' })}
                >
                  {t('nav.login')}
                </Link>
              )}
            </div>
            <button
              type="button"
              onClick={() => setIsMenuOpen((open) => !open)}
              aria-expanded={isMenuOpen}
              aria-controls="mobile-navigation"
              aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              className="grid size-10 cursor-pointer place-items-center rounded-xl text-fg hover:bg-surface-2 lg:hidden"
            >
              {isMenuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            </button>
          </div>
        </div>

        {isMenuOpen && (
          <nav
            id="mobile-navigation"
            aria-label={t('nav.label')}
            className="max-h-[calc(100dvh-4rem)] animate-slide-down overflow-y-auto border-t border-line bg-surface lg:hidden"
          >
            <div className="mx-auto max-w-7xl px-4 pt-4 pb-6 sm:px-6">
              <p className="px-3 text-xs font-bold tracking-wider text-muted uppercase">{t('nav.home')}</p>
              <HomeSectionLinks layout="menu" onNavigate={closeMenu} />
              <ul className="mt-4 space-y-1">
                {PAGE_LINKS.map(({ to, labelKey }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      onClick={closeMenu}
                      className={(state) => clsx(navLinkClass(state), 'h-11 w-full text-base')}
                    >
                      {t(labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <LanguageSwitch className="mt-4" />
              <div className="mt-4 border-t border-line pt-4">
                {isAuthenticated ? (
                  <Suspense fallback={null}>
                    <QueryScope>
                      <UserMenuList onNavigate={closeMenu} />
                    </QueryScope>
                  </Suspense>
                ) : (
                  <Link
                    to={paths.auth.login.getHref()}
                    onClick={closeMenu}
                    className={buttonVariants({ fullWidth: true })}
                  >
                    {t('nav.login')}
                  </Link>
                )}
              </div>
            </div>
          </nav>
        )}
      </header>
      {/* Dims the page under the open phone menu; a press on it closes the menu (useDismiss). */}
      {isMenuOpen && (
        <div
          aria-hidden
          className="fixed inset-0 top-16 z-30 animate-fade-in bg-[rgb(8_6_20/0.45)] lg:hidden"
        />
      )}
    </>
  );
}
