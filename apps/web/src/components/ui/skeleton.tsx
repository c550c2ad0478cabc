import { clsx } from 'clsx';

/** A pulsing placeholder block; size it with classes (`h-40 w-full`). Hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-lg bg-surface-2', className)} />;
}
