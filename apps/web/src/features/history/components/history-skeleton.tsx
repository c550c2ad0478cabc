import { Skeleton } from '@/components/ui/skeleton';

/** Three booking cards while the history loads. */
export function BookingListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <div className="mt-4 flex gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <div className="mt-4 flex justify-between border-t border-line pt-4">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-9 w-28" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Rows of the point history while it loads. */
export function PointListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul aria-hidden className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-card">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="flex items-center gap-4 p-4">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-6 w-14" />
        </li>
      ))}
    </ul>
  );
}
