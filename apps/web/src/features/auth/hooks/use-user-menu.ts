import { Gift, History, type LucideIcon, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

export type UserMenuEntry = { to: string; label: string; icon: LucideIcon };

/**
 * What the logged-in user menu shows (spec 1 §2): a greeting with the user's first name (fallback
 * 'User'; the full name heads the open menu),
 * then Profile, Booking History and Rewards; the last two are hidden for admins.
 */
export function useUserMenu() {
  const { t } = useTranslation();
  const { user, isStaff } = useSession();
  const name = user?.name?.trim() || t('userMenu.fallbackName');
  // The greeting has room for one word: the first name (a long full name is never cut mid-word).
  const firstName = name.split(/\s+/)[0] ?? name;
  const points = !isStaff && typeof user?.total_points === 'number' ? user.total_points : null;

  const entries: UserMenuEntry[] = [
    { to: paths.profile.getHref(), label: t('userMenu.profile'), icon: UserRound },
    ...(isStaff
      ? []
      : [
          { to: paths.bookHistory.getHref(), label: t('userMenu.bookingHistory'), icon: History },
          { to: paths.profileRewards.getHref(), label: t('userMenu.rewards'), icon: Gift },
        ]),
  ];

  return {
    name,
    initial: name.charAt(0).toUpperCase(),
    greeting: t('userMenu.greeting', { name: firstName }),
    pointsLabel: points === null ? null : t('userMenu.points', { count: points }),
    entries,
  };
}
