import { type ReactNode, use } from 'react';
import { loadQueries } from '@/app/query-loader';

/**
 * Gives `children` the app's query cache (app/query-provider.tsx), loading it first when no page has
 * yet: around every route screen that reads server data, and around what else does (the account menu,
 * the home page's sections).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const { QueryProvider } = use(loadQueries());
  return <QueryProvider>{children}</QueryProvider>;
}
