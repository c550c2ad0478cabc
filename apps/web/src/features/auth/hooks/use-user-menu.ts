import { Gift, History, type LucideIcon, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

export type UserMenuEntry = { to: string; label: string; icon: LucideIcon };

/**
 * What the logged-in user menu shows (spec 1 §2): a greeting with the user's name (fallback 'User'),
 * then Profile, Booking History and Rewards; the last two are hidden for admins.
 */
export function useUserMenu() {
  const { t } = useTranslation();
  const { user, isStaff } = useSession();
  const name = user?.name?.trim() || t('userMenu.fallbackName');
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
    greeting: t('userMenu.greeting', { name }),
    pointsLabel: points === null ? null : t('userMenu.points', { count: points }),
    entries,
  };
}
