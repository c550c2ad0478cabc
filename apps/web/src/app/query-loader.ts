// The app's query cache (app/query-provider.tsx), loaded with the first page or part of a page that
// reads server data, and once only. Apart from module-loader.ts, which loads the layouts: the staff
// layout reads data through app/query-scope.tsx, which loads this.
import { loadOnce, peekLoaded } from '@/app/load-once';

const loadQueryProvider = () => import('@/app/query-provider');

export const loadQueries = () => loadOnce('queries', loadQueryProvider);

/** The query cache when some page has loaded it already, else undefined (nothing is loaded). */
export const peekQueries = () => peekLoaded<Awaited<ReturnType<typeof loadQueryProvider>>>('queries');
