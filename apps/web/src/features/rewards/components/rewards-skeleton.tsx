import { Skeleton } from '@/components/ui/skeleton';

/** The grid both lists use ('Your Reward', 'Available Rewards'). */
export const REWARD_GRID_CLASS = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** Cards still loading, in the lists' grid; `tall` for the catalogue's picture cards. */
export function SkeletonGrid({ tall = false }: { tall?: boolean }) {
  return (
    <ul className={REWARD_GRID_CLASS} aria-hidden>
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton className={tall ? 'h-96 rounded-3xl' : 'h-64 rounded-3xl'} />
        </li>
      ))}
    </ul>
  );
}

/** The first paint of the page before the browser says who is logged in (docs/decisions/0018). */
export function RewardsBodySkeleton() {
  return (
    <div className="space-y-14">
      {[false, true].map((tall) => (
        <div key={String(tall)} className="space-y-5">
          <div className="flex items-center gap-3.5">
            <Skeleton className="size-11 rounded-xl" />
            <div className="space-y-2">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-4 w-64" />
            </div>
          </div>
          <SkeletonGrid tall={tall} />
        </div>
      ))}
    </div>
  );
}
