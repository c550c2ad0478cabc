import { type CreateReviewRequest, createReviewEndpoint } from '@ruangmain/domain/contracts/reviews';
import { useBookingMutation } from '@/features/history/api/booking-mutation';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/customer/customer-reviews (spec 2 §3 Review): the booking shows Rated from then on. */
export const useCreateReview = () =>
  useBookingMutation(
    (review: CreateReviewRequest) => call(createReviewEndpoint, { body: review }),
    () => [queryKeys.catalogue.customerReviews()],
  );
