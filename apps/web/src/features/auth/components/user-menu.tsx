import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '@/components/ui/dropdown';
import { useUserMenu } from '@/features/auth/hooks/use-user-menu';
import { useLogout } from '@/lib/auth/use-logout';

const entryClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors hover:bg-surface-2';

function Avatar({ initial, className }: { initial: string; className?: string }) {
  return (
    // The initial is drawn by CSS, not written in the button: its name ("Hi, Budi — Account menu") then
    // holds all of the button's text (WCAG 2.5.3).
    <span
      aria-hidden
      data-initial={initial}
      className={clsx(
        'grid size-8 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-primary-text text-sm font-bold text-primary-fg before:content-[attr(data-initial)]',
        className,
      )}
    />
  );
}

/** The navbar's account dropdown for a logged-in user (desktop). */
export function UserMenu() {
  const { t } = useTranslation();
  const { name, initial, greeting, pointsLabel, entries } = useUserMenu();

  return (
    <Dropdown
      align="end"
      triggerLabel={`${greeting} — ${t('userMenu.label')}`}
      triggerClassName="h-10 pr-2 pl-1 text-sm text-fg hover:bg-surface-2"
      label={
        <>
          <Avatar initial={initial} />
          <span className="max-w-40 truncate">{greeting}</span>
        </>
      }
    >
      {(close) => (
        <>
          <div className="px-3 pt-2 pb-3">
            <p className="text-sm font-bold break-words">{name}</p>
            {pointsLabel && <p className="mt-0.5 text-xs font-medium text-accent-text">{pointsLabel}</p>}
          </div>
          <UserMenuEntries className="border-t border-line pt-2" entries={entries} onNavigate={close} />
        </>
      )}
    </Dropdown>
  );
}

/** The same account entries as a plain list, for the phone navigation panel. */
export function UserMenuList({ onNavigate }: { onNavigate: () => void }) {
  const { name, initial, greeting, pointsLabel, entries } = useUserMenu();

  return (
    <div>
      <div className="flex items-center gap-3 px-3 py-2">
        <Avatar initial={initial} className="size-10 text-base" />
        <div className="min-w-0">
          <p className="font-bold break-words">{greeting}</p>
          <p className="text-xs text-muted break-words">{name}</p>
          {pointsLabel && <p className="text-xs font-medium text-accent-text">{pointsLabel}</p>}
        </div>
      </div>
      <UserMenuEntries className="mt-1" entries={entries} onNavigate={onNavigate} />
    </div>
  );
}

/** The account links and Logout, shared by the dropdown and the phone panel. */
function UserMenuEntries({
  className,
  entries,
  onNavigate,
}: {
  className: string;
  entries: ReturnType<typeof useUserMenu>['entries'];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ul className={className}>
      {entries.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link to={to} onClick={onNavigate} className={clsx(entryClass, 'text-fg')}>
            <Icon aria-hidden className="size-4 text-muted" />
            {label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            logout();
          }}
          className={clsx(entryClass, 'text-danger')}
        >
          <LogOut aria-hidden className="size-4" />
          {t('userMenu.logout')}
        </button>
      </li>
    </ul>
  );
}
