import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { useState } from 'react';
import { SearchInput } from '@/components/form/search-input';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCollectClaim, useRewardClaims } from '@/features/desk/api/lists';
import { PageFrame, Pager } from '@/features/desk/components/page-frame';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

/** Merchandise waiting at the counter: searched by phone, name or voucher code, handed over once. */
export function ClaimsPage() {
  const { t } = useDeskTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useRewardClaims({ search: search || undefined, page });
  const collect = useCollectClaim({
    onSuccess: (answer) =>
      toast.success(
        t('claims.collected', { item: answer.data.reward.item, name: answer.data.customer.name }),
      ),
    onError: (error) => toast.error(getServerMessage(error, t('claims.loadError'))),
  });
  return (
    <PageFrame title={t('claims.title')}>
      <SearchInput
        label={t('claims.search')}
        placeholder={t('claims.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        className="max-w-md"
      />
      <QueryView
        query={query}
        skeleton={<Skeleton className="h-40 w-full rounded-xl" />}
        errorMessage={(error) => getServerMessage(error, t('claims.loadError'))}
        retryLabel={t('common.retry')}
        empty={{ when: (list) => list.data.length === 0, message: t('claims.empty') }}
      >
        {(list) => (
          <>
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {list.data.map((claim) => (
                <li
                  key={claim.id}
                  className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4"
                  data-testid="reward-claim"
                >
                  <p className="font-bold">{claim.reward.item}</p>
                  <p className="text-sm">
                    {[claim.customer.name, formatPhoneForDisplay(claim.customer.phone)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="font-mono text-xs">{t('claims.voucher', { code: claim.voucher_code })}</p>
                  <p className="text-xs text-muted">
                    {t('claims.expires', { date: getVenueDateTime(new Date(claim.expires_at)).slice(0, 10) })}
                  </p>
                  <Button
                    size="sm"
                    className="mt-2 self-start"
                    isLoading={collect.isPending && collect.variables?.claimId === claim.id}
                    onClick={() => collect.mutate({ claimId: claim.id })}
                  >
                    {t('claims.collect')}
                  </Button>
                </li>
              ))}
            </ul>
            <Pager
              page={list.current_page}
              lastPage={list.last_page}
              summary={t('claims.page', { page: list.current_page, last: list.last_page, total: list.total })}
              previousLabel={t('bookings.previous')}
              nextLabel={t('bookings.next')}
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
