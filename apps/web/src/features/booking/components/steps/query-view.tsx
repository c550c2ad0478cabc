import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/state-message';
import { useBookingTranslation } from '@/lib/i18n-booking';

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  /** The loading look: skeletons shaped like what comes. */
  skeleton: ReactNode;
  /** The failure text, with a Retry button under it. */
  errorMessage: (error: Error) => string;
  /** The loaded data, including its empty state. */
  children: (data: T) => ReactNode;
};

/**
 * The loading, error and loaded states of one query in a wizard step (../shared/STYLE.md "Every screen
 * has its states").
 */
export function QueryView<T>({ query, skeleton, errorMessage, children }: QueryViewProps<T>) {
  const { t } = useBookingTranslation();
  if (query.isPending) return skeleton;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retryLabel={t('wizard.retry')}
        isRetrying={query.isRefetching}
      />
    );
  }
  return children(query.data);
}
