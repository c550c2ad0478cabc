import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { DefaultToastOptions } from 'react-hot-toast';
import { bindSessionToQueryClient } from '@/lib/auth/session-profile';
import { createQueryClient } from '@/lib/query-client';

// The toast container loads right after the first paint instead of with it; toasts raised before it
// arrives wait in react-hot-toast's store and appear when it mounts.
const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/**
 * Toasts (spec 1 §9): top-center, 4 s by default, 2 s for success, persistent while loading.
 * These equal react-hot-toast's defaults but are set here so the rule has one visible home.
 * "At most 20 shown" is the library's fixed TOAST_LIMIT (20); it has no prop.
 */
const TOAST_OPTIONS: DefaultToastOptions = {
  duration: 4_000,
  success: { duration: 2_000 },
  loading: { duration: Number.POSITIVE_INFINITY },
  className: 'rounded-xl! bg-surface! text-fg! shadow-card-lg! border! border-line! text-sm!',
};

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => bindSessionToQueryClient(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />
      </Suspense>
    </QueryClientProvider>
  );
}
