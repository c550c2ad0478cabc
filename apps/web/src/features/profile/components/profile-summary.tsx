import { ShieldCheck, Sparkles } from 'lucide-react';
import type { SessionUser } from '@/lib/auth/session-storage';
import { useProfileTranslation } from '@/lib/i18n-profile';

/** The page heading: avatar initial, name, username and whether it is a member or staff account. */
export function ProfileSummary({ user, isStaff }: { user: SessionUser; isStaff: boolean }) {
  const { t } = useProfileTranslation();
  const name = user.name?.trim() || user.username || '';
  return (
    <div className="flex items-center gap-4 sm:gap-5">
      <span
        aria-hidden
        className="grid size-16 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-primary to-primary-text text-2xl font-extrabold text-primary-fg shadow-card sm:size-20 sm:text-3xl"
      >
        {name.charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-muted">{t('title')}</p>
        <h1 className="text-2xl font-extrabold tracking-tight text-balance break-words sm:text-3xl">
          {name}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {user.username && <span className="break-all">@{user.username}</span>}
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-bold text-primary-text">
            {isStaff ? (
              <ShieldCheck aria-hidden className="size-3.5" />
            ) : (
              <Sparkles aria-hidden className="size-3.5" />
            )}
            {isStaff ? t('role.admin') : t('role.customer')}
          </span>
        </p>
      </div>
    </div>
  );
}
