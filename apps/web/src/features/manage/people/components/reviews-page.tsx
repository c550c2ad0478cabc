import { type ManagedReview, managedReviewEndpoints } from '@ruangmain/domain/contracts/admin-reviews';
import { MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { useCollectionList, useSaveItem } from '@/features/manage/api/collection';
import { DataTable, type ManageColumn } from '@/features/manage/components/data-table';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { StatusPill } from '@/features/manage/components/status-pill';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { FilterSelect, useTableFilter } from '@/features/manage/people/components/filter-select';
import { ReplyDialog } from '@/features/manage/people/components/reply-dialog';
import { getServerMessage } from '@/lib/api-client';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

const SORTABLE = ['created_at', 'rating'] as const;
const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** /admin/manage/reviews: hide or show a review on the home page, and reply under it. */
export function ReviewsPage() {
  const { t } = useManagePeopleTranslation();
  const table = useTableQuery('created_at', 20, 'desc');
  const [visibility, setVisibility] = useTableFilter(table);
  const [rating, setRating] = useTableFilter(table);
  const [replying, setReplying] = useState<ManagedReview | null>(null);
  const result = useCollectionList(managedReviewEndpoints, {
    ...table.query,
    visibility: visibility || undefined,
    rating: rating || undefined,
  });
  const save = useSaveItem(managedReviewEndpoints);

  const toggle = (review: ManagedReview) =>
    save.mutate(
      { id: review.id, body: { is_active: !review.is_active } },
      {
        onSuccess: (answer) =>
          toast.success(answer.data.is_active ? t('reviews.shownToast') : t('reviews.hiddenToast')),
        onError: (error) => toast.error(getServerMessage(error, t('detail.actionError'))),
      },
    );

  const columns: ManageColumn<ManagedReview>[] = [
    {
      id: 'rating',
      header: t('reviews.rating'),
      cell: ({ row }) => (
        <StarRating
          rating={row.original.rating}
          label={t('reviews.ratingLabel', { rating: row.original.rating })}
        />
      ),
    },
    {
      id: 'review',
      header: t('reviews.review'),
      cell: ({ row }) => {
        const review = row.original;
        return (
          <div className="flex max-w-md min-w-56 flex-col gap-1">
            <p className="text-sm font-semibold">
              {review.reviewer.name}
              {review.reviewer.username ? (
                <span className="font-normal text-muted"> @{review.reviewer.username}</span>
              ) : (
                <span className="font-normal text-muted"> ({t('reviews.guest')})</span>
              )}
            </p>
            <p className="text-sm whitespace-pre-line">{review.description || '—'}</p>
            <p className="text-xs text-muted">
              {review.invoice_number}
              {review.unit_name ? ` · ${review.unit_name}` : ''}
            </p>
            {review.reply && (
              <p className="mt-1 border-l-2 border-primary pl-3 text-sm text-muted">
                <span className="font-semibold text-fg">{t('reviews.reply')}: </span>
                {review.reply}
              </p>
            )}
          </div>
        );
      },
    },
    {
      id: 'is_active',
      header: t('reviews.visibility'),
      cell: ({ row }) => (
        <StatusPill
          tone={row.original.is_active ? 'success' : 'muted'}
          label={row.original.is_active ? t('reviews.visible') : t('reviews.hidden')}
        />
      ),
    },
    {
      id: 'created_at',
      header: t('reviews.created_at'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {getVenueDateTime(new Date(row.original.created_at)).slice(0, 10)}
        </span>
      ),
    },
  ];

  return (
    <ManageFrame title={t('reviews.title')} text={t('reviews.text')}>
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={SORTABLE}
        searchLabel={t('reviews.search')}
        toolbar={
          <>
            <FilterSelect
              label={t('reviews.visibility')}
              value={visibility}
              onChange={setVisibility}
              options={[
                { value: '', label: t('reviews.allVisibility') },
                { value: 'visible', label: t('reviews.visible') },
                { value: 'hidden', label: t('reviews.hidden') },
              ]}
            />
            <FilterSelect
              label={t('reviews.rating')}
              value={rating}
              onChange={setRating}
              options={[
                { value: '', label: t('reviews.allRatings') },
                ...RATINGS.map((stars) => ({
                  value: stars,
                  label: t('reviews.stars', { count: Number(stars) }),
                })),
              ]}
            />
          </>
        }
        rowActions={(review) => (
          // Stacked below 1024 px, so both fit beside a wide first column without scrolling.
          <div className="flex flex-col items-stretch gap-2 lg:flex-row lg:justify-end">
            <Button size="sm" variant="outline" onClick={() => setReplying(review)}>
              <MessageSquareReply aria-hidden className="size-4" />
              {t('reviews.reply')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => toggle(review)}>
              {review.is_active ? t('reviews.hide') : t('reviews.show')}
            </Button>
          </div>
        )}
      />
      {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
    </ManageFrame>
  );
}
