import { useEffect } from 'react';
import { loadPage } from '@/app/module-loader';
import type * as StaffApp from '@/app/routes/staff-app';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

/**
 * A staff login lands on the board a second later (spec 1 §2's redirect delay): that second loads the
 * staff app, its layout, the board's screen and today's board, so the board paints as the page changes
 * instead of starting to load then (bench/desk-counter.ts).
 */
export function useWarmStaffLanding() {
  const { isStaff } = useSession();
  useEffect(() => {
    if (!isStaff) return;
    void loadPage(paths.staffHome.getHref()).then(({ module, queries }) =>
      queries ? (module as typeof StaffApp | undefined)?.warmLanding(queries.queryClient) : undefined,
    );
  }, [isStaff]);
}
