import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/deferred';
import { Skeleton } from '@/components/ui/skeleton';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { PointsCard } from '@/features/profile/components/points-card';
import { ProfileLoadError, ProfileSkeleton } from '@/features/profile/components/profile-skeleton';
import { ProfileSummary } from '@/features/profile/components/profile-summary';
import { RemindersCard } from '@/features/profile/components/reminders-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequireSession } from '@/lib/auth/require-session';
import { useSessionProfile } from '@/lib/auth/session-profile';
import { useSession } from '@/lib/auth/use-session';

/** A form's place while it waits for its turn. */
const FormSkeleton = () => <Skeleton className="h-80 rounded-3xl" />;

function ProfileFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

/**
 * The prerendered first paint (docs/decisions/0018): the page's skeleton, until the browser says who is
 * logged in.
 */
export function Shell() {
  return (
    <ProfileFrame>
      <ProfileSkeleton />
    </ProfileFrame>
  );
}

/**
 * /profile (spec 2 §2 "Profile"): points with 'Redeem Point', personal information and password.
 * Visitors who are not logged in are sent to /login.
 */
export default function ProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.profile'));
  return (
    <RequireSession>
      <ProfilePage />
    </RequireSession>
  );
}

function ProfilePage() {
  const { user, isStaff } = useSession();
  const profile = useSessionProfile();

  // spec 1 §8: a profile refresh failure is only logged; the page keeps the session's last user.
  useEffect(() => {
    if (profile.error) console.warn('Profile refresh failed', profile.error);
  }, [profile.error]);

  return (
    <ProfileFrame>
      {user ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
          <div className="flex flex-col gap-6 lg:sticky lg:top-24">
            <ProfileSummary user={user} isStaff={isStaff} />
            {!isStaff && <PointsCard points={user.total_points ?? 0} />}
          </div>
          <div className="flex flex-col gap-6">
            {/* Below the first screen on a phone: committed a form at a time, each in a task of its own. */}
            <Deferred fallback={<FormSkeleton />}>
              <PersonalInfoForm user={user} isStaff={isStaff} />
              <Deferred fallback={<FormSkeleton />}>
                {!isStaff && <RemindersCard />}
                <ChangePasswordForm />
              </Deferred>
            </Deferred>
          </div>
        </div>
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileSkeleton />
      )}
    </ProfileFrame>
  );
}
