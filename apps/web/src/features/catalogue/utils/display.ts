// Derived display rules of the public catalogue (spec 1 §3 "Review", §9).
import type { CustomerReview } from '@ruangmain/domain/contracts/catalogue';

export type RoomTier = 'vvip' | 'vip' | null;

/** A room whose name contains vvip or vip gets a special icon (spec 1 §9). */
export function detectRoomTier(name: string): RoomTier {
  const normalized = name.toLowerCase();
  if (normalized.includes('vvip')) return 'vvip';
  if (normalized.includes('vip')) return 'vip';
  return null;
}

/** A pricelist unit lists consoles as names or as objects with a name (spec 1 §3). */
export const getConsoleName = (console: string | { name: string }) =>
  typeof console === 'string' ? console : console.name;

export type ReviewerName =
  | { kind: 'name'; value: string }
  | { kind: 'customer'; id: number | string }
  | { kind: 'anonymous' };

/**
 * Reviewer display name (spec 1 §3): the bookable's name, else its username, else
 * 'Customer #{bookable_id}' for a user, else 'Anonymous Customer'.
 */
export function getReviewerName(review: CustomerReview): ReviewerName {
  const booking = review.booking;
  const name = booking?.bookable?.name?.trim();
  if (name) return { kind: 'name', value: name };
  const username = booking?.bookable?.username?.trim();
  if (username) return { kind: 'name', value: username };
  if (booking?.bookable_type === 'user' && booking.bookable_id != null) {
    return { kind: 'customer', id: booking.bookable_id };
  }
  return { kind: 'anonymous' };
}

/** A star rating is shown only if the rating is present and not negative (spec 1 §5). */
export const hasRating = (rating: number | null | undefined): rating is number =>
  typeof rating === 'number' && Number.isFinite(rating) && rating >= 0;
