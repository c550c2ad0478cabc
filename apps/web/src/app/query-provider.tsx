// The app's query cache (TanStack Query): one client for every page, created when the first page that
// asks for server data loads this module (app/query-scope.tsx), so a page that shows none first (the
// home page's first screen) does not load the library (docs/decisions/0018).
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bindSessionToQueryClient } from '@/lib/auth/session-profile';
import { createQueryClient } from '@/lib/query-client';
import { restoreRenderedQueries } from '@/lib/rendered-queries';

export const queryClient = createQueryClient();

if (typeof window !== 'undefined') {
  // The answers a page served with its data was drawn with, before it hydrates (docs/decisions/0025).
  restoreRenderedQueries(queryClient);
  // The signed-in customer's data goes with their session. (No session when pages are prerendered.)
  bindSessionToQueryClient(queryClient);
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
