import { formatRupiah } from './money';

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

/** What a promo takes its percentage off: the room (the session), the food, or both (pro rata). */
export const PROMO_SCOPES = ['room', 'fnb', 'all'] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

/** The venue's own rules beyond spec 2 §3: a per-customer limit, a minimum spend, a scope. */
export type PromoRules = {
  /** Uses one customer may hold; null: no per-customer limit. */
  usage_limit_per_user: number | null;
  /** Whole rupiah the subtotal the promo applies to must reach; 0: none. */
  min_spend: number;
  applies_to: PromoScope;
};

/**
 * The refusals of those rules, in the style of spec 2 §5 and checked after its validity messages, in
 * this order: what the order holds (scope), how much it is (minimum spend), who uses it (per customer).
 */
export const PROMO_RULE_MESSAGES = {
  roomOnly: 'Promo ini hanya berlaku untuk pemesanan ruangan',
  fnbOnly: 'Promo ini hanya berlaku untuk pesanan makanan & minuman',
  minSpend: (minSpend: number) => `Minimal transaksi ${formatRupiah(minSpend)} untuk menggunakan promo ini`,
  perCustomer: (limit: number) => `Promo ini hanya dapat digunakan ${limit} kali per pelanggan`,
} as const;

/** The order a promo is to be used on: its session and food subtotals, and the customer's uses so far. */
export type PromoUse = {
  sessionSubtotal: number;
  fnbSubtotal: number;
  /** The customer's live or paid bookings and food orders holding this promo; null: nobody to count. */
  customerUses: number | null;
};

/** The subtotal a promo of that scope takes its percentage off. */
export function scopedSubtotal(scope: PromoScope, use: Pick<PromoUse, 'sessionSubtotal' | 'fnbSubtotal'>) {
  if (scope === 'room') return use.sessionSubtotal;
  if (scope === 'fnb') return use.fnbSubtotal;
  return use.sessionSubtotal + use.fnbSubtotal;
}

/** Why a valid promo cannot be used on this order, or null: scope, then minimum spend, then per customer. */
export function findPromoUseProblem(rules: PromoRules, use: PromoUse): string | null {
  const subtotal = scopedSubtotal(rules.applies_to, use);
  if (subtotal <= 0 && rules.applies_to === 'room') return PROMO_RULE_MESSAGES.roomOnly;
  if (subtotal <= 0 && rules.applies_to === 'fnb') return PROMO_RULE_MESSAGES.fnbOnly;
  if (subtotal < rules.min_spend) return PROMO_RULE_MESSAGES.minSpend(rules.min_spend);
  const limit = rules.usage_limit_per_user;
  if (limit !== null && use.customerUses !== null && use.customerUses >= limit) {
    return PROMO_RULE_MESSAGES.perCustomer(limit);
  }
  return null;
}

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
