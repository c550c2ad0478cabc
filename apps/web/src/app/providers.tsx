import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import type { DefaultToastOptions } from 'react-hot-toast';
import { HydrationGate } from '@/app/hydration';
import { toasterStore } from '@/lib/toaster-store';

// The toast container (react-hot-toast, ~5 KB) loads with the first toast (lib/toast.ts), not with the
// page; the screens that raise toasts bundle react-hot-toast already, so it appears without delay.
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

function LazyToaster() {
  const isRequested = useSyncExternalStore(toasterStore.subscribe, toasterStore.isRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />
    </Suspense>
  );
}

type AppProviderProps = {
  children: ReactNode;
  /** Prerendering a page, or hydrating it (docs/decisions/0006, 0018). */
  isHydrating?: boolean;
};

/** Around the whole app: hydration and the toasts. (Server data: app/query-scope.tsx.) */
export function AppProvider({ children, isHydrating = false }: AppProviderProps) {
  return (
    <>
      <HydrationGate isHydrating={isHydrating}>{children}</HydrationGate>
      <LazyToaster />
    </>
  );
}
