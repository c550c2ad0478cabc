import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { HistoryTabs } from '@/features/history/components/history-page';
import { BookingListSkeleton, PointListSkeleton } from '@/features/history/components/history-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequireSession } from '@/lib/auth/require-session';

type HistoryFrameProps = { title: string; description: ReactNode; children: ReactNode };

/** The heading band and column of the history pages, the same in their prerendered shells. */
export function HistoryFrame({ title, description, children }: HistoryFrameProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">{children}</div>
    </>
  );
}

/** A history page for the signed-in customer: its title, its frame, and /login for visitors. */
export function CustomerHistoryScreen(props: HistoryFrameProps) {
  useDocumentTitle(props.title);
  return (
    <HistoryFrame title={props.title} description={props.description}>
      <RequireSession>{props.children}</RequireSession>
    </HistoryFrame>
  );
}

const ToolbarSkeleton = () => <Skeleton className="h-11 w-full rounded-xl" />;

/** The booking history before the browser says who is logged in: tabs, toolbar and cards. */
export function HistoryShellBody() {
  return (
    <div className="flex flex-col gap-5">
      <HistoryTabs value="active" />
      <ToolbarSkeleton />
      <BookingListSkeleton />
    </div>
  );
}

/** The point history before the browser says who is logged in. */
export function PointHistoryShellBody() {
  return (
    <div className="flex flex-col gap-5">
      <ToolbarSkeleton />
      <PointListSkeleton />
    </div>
  );
}
