import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/state-message';

/** What the view reads of a query: a TanStack `useQuery` result fits as it is. */
export type QueryLike<T> = {
  /** What is shown once loaded; undefined while it loads. */
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  /** Asking again: the retry button is busy meanwhile. */
  isFetching: boolean;
  refetch: () => unknown;
};

type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** The loading look: skeletons shaped like what comes. */
  skeleton: ReactNode;
  /** The failure text (the spec's), shown with a retry button under it. */
  errorMessage: ReactNode | ((error: Error) => ReactNode);
  retryLabel: string;
  errorClassName?: string;
  /** When loaded data holds nothing to show: the spec's empty text, and any action under it. */
  empty?: { when: (data: T) => boolean; message: ReactNode; action?: ReactNode };
  /**
   * A failed refetch leaves what was loaded on screen (a list paging or polling on): the error shows
   * only while there is nothing to show. Without it, a failure replaces what was loaded.
   */
  keepsDataOnError?: boolean;
  /** The loaded data. */
  children: (data: T) => ReactNode;
};

/**
 * A query's states in one place (../shared/STYLE.md "Every screen has its states"): loading
 * (skeletons), error (the message with a retry), empty (the message), then the loaded data.
 */
export function QueryView<T>({
  query,
  skeleton,
  errorMessage,
  retryLabel,
  errorClassName,
  empty,
  keepsDataOnError = false,
  children,
}: QueryViewProps<T>) {
  const { data } = query;
  if (query.isError && (data === undefined || !keepsDataOnError)) {
    const error = query.error ?? new Error();
    return (
      <ErrorState
        message={typeof errorMessage === 'function' ? errorMessage(error) : errorMessage}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel}
        isRetrying={query.isFetching}
        className={errorClassName}
      />
    );
  }
  if (data === undefined) return skeleton;
  if (empty?.when(data)) return <EmptyState message={empty.message}>{empty.action}</EmptyState>;
  return children(data);
}
