import {
  type ManagedReview,
  managedReviewEndpoints,
  REVIEW_REPLY_MAX,
  UpdateManagedReviewRequestSchema,
} from '@ruangmain/domain/contracts/admin-reviews';
import { TextArea } from '@/components/form/text-area';
import { useSaveItem } from '@/features/manage/api/collection';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { useServerForm } from '@/hooks/use-server-form';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { getVenueDateTime } from '@/lib/venue-clock';

/** The venue's reply under a review on the home page; emptied, it is removed. */
export function ReplyDialog({ review, onClose }: { review: ManagedReview; onClose: () => void }) {
  const { t } = useManagePeopleTranslation();
  const save = useSaveItem(managedReviewEndpoints);
  const form = useServerForm({
    schema: UpdateManagedReviewRequestSchema,
    defaultValues: { reply: review.reply ?? '' },
    serverFields: ['reply'],
  });
  const typed = form.watch('reply') ?? '';
  return (
    <FormSheet
      open
      title={t('reviews.replyTitle', { name: review.reviewer.name })}
      description={review.description || undefined}
      form={form}
      onSave={(body) => save.mutateAsync({ id: review.id, body })}
      onClose={onClose}
    >
      <TextArea
        label={t('reviews.replyLabel')}
        hint={t('reviews.replyHint')}
        labelAside={
          <span className="text-xs text-muted tabular-nums">
            {typed.length}/{REVIEW_REPLY_MAX}
          </span>
        }
        rows={4}
        maxLength={REVIEW_REPLY_MAX}
        {...form.field('reply')}
      />
      {review.replied_by && review.replied_at && (
        <p className="text-xs text-muted">
          {t('reviews.replied', {
            name: review.replied_by.name,
            date: getVenueDateTime(new Date(review.replied_at)),
          })}
        </p>
      )}
    </FormSheet>
  );
}
