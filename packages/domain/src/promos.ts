/** A promo's validity fields (spec 2 §3 Promo). */
export type PromoValidity = {
  is_active: boolean;
  start_date: Date | string | null;
  end_date: Date | string | null;
  times_used: number;
  usage_limit: number | null;
};

/** spec 2 §5 "Promo validity", in its order. */
export const PROMO_MESSAGES = {
  inactive: 'Oops! Promo ini sudah tidak berlaku! Nantikan promo menarik dari kami.',
  notStarted: 'Promo ini belum aktif. Silakan coba lagi nanti.',
  expired: 'Promo ini sudah expired. Silakan coba promo lainnya.',
  usedUp: 'Promo ini sudah habis digunakan. Silakan coba promo lainnya.',
  notFound: 'Promo yang Anda masukan tidak ditemukan',
} as const;

/** Codes are trimmed and upper-cased when sent (spec 2 §5). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a promo cannot be used now, checked in the spec's order, or null when it can. */
export function findPromoProblem(promo: PromoValidity | null | undefined, now: Date): string | null {
  if (!promo) return PROMO_MESSAGES.notFound;
  if (!promo.is_active) return PROMO_MESSAGES.inactive;
  if (promo.start_date && new Date(promo.start_date).getTime() > now.getTime())
    return PROMO_MESSAGES.notStarted;
  if (promo.end_date && new Date(promo.end_date).getTime() < now.getTime()) return PROMO_MESSAGES.expired;
  if (promo.usage_limit !== null && promo.times_used >= promo.usage_limit) return PROMO_MESSAGES.usedUp;
  return null;
}
