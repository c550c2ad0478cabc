import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { TextArea } from '@/components/form/text-area';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RATING_SCALE } from '@/components/ui/star-rating';
import { useCreateReview } from '@/features/history/api/create-review';
import { useDateLanguage } from '@/hooks/use-date-language';
import { useServerForm } from '@/hooks/use-server-form';
import { bookingSchedule } from '@/lib/booking-schedule';
import { useHistoryTranslation } from '@/lib/i18n-history';
import { toast } from '@/lib/toast';

const DESCRIPTION_MAX = 1000;

/** spec 2 §5 Review: a rating above 0 (1 to 5); the invoice number comes from the booking. */
const reviewFormSchema = (needRating: string) =>
  z.object({
    rating: z.number().int().min(1, needRating).max(RATING_SCALE, needRating),
    description: z.string().trim().max(DESCRIPTION_MAX),
  });
type ReviewForm = z.input<ReturnType<typeof reviewFormSchema>>;

/** Rate (spec 2 §2, §3 Review): 1 to 5 stars and a description, sent with the invoice number. */
export default function ReviewDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useHistoryTranslation();
  const dateLanguage = useDateLanguage();
  const [failed, setFailed] = useState(false);
  const review = useCreateReview();
  const form = useServerForm<ReviewForm>({
    schema: reviewFormSchema(t('review.needRating')),
    defaultValues: { rating: 0, description: '' },
  });
  const rating = form.watch('rating');
  const ratingError = form.formState.errors.rating?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const answer = await review.mutateAsync({ invoice_number: booking.invoice_number, ...values });
      toast.success(answer.message || t('review.success'));
      onClose();
    } catch {
      setFailed(true);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('review.title')}
      description={t('review.subtitle', {
        unit: booking.unit?.name ?? booking.invoice_number,
        date: bookingSchedule(booking, dateLanguage).date,
      })}
      closeLabel={t('review.cancel')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" form="review-form" isLoading={review.isPending}>
            {t('review.submit')}
          </Button>
        </>
      }
    >
      <form id="review-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        {failed && <Alert tone="error">{t('errors.review')}</Alert>}
        <fieldset>
          <legend className="text-sm font-semibold">{t('review.rating')}</legend>
          <div className="mt-2 flex gap-1">
            {Array.from({ length: RATING_SCALE }, (_, index) => {
              const value = index + 1;
              return (
                <label
                  key={value}
                  className="grid size-11 cursor-pointer place-items-center rounded-xl transition-transform hover:scale-110 has-focus-visible:outline-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() =>
                      form.setValue('rating', value, { shouldDirty: true, shouldValidate: true })
                    }
                    aria-label={t('review.star', { count: value })}
                    className="sr-only"
                  />
                  <Star
                    aria-hidden
                    className={clsx('size-8', value <= rating ? 'fill-accent text-accent' : 'text-line')}
                  />
                </label>
              );
            })}
          </div>
          {ratingError && (
            <p role="alert" className="mt-1.5 text-sm text-danger">
              {ratingError}
            </p>
          )}
        </fieldset>
        <TextArea
          label={t('review.description')}
          placeholder={t('review.descriptionPlaceholder')}
          rows={4}
          maxLength={DESCRIPTION_MAX}
          {...form.field('description')}
        />
      </form>
    </Dialog>
  );
}
