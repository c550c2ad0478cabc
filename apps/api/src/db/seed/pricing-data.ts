// Promo codes, tax and service fees. Promo dates are relative to the seeding moment so each code stays
// in its intended state (active, expired, upcoming, used up, disabled) whenever the demo is created.

export type PromoSeed = {
  promo_code: string;
  description: string;
  percentage: number;
  /** Days from now; null leaves the bound open. */
  start_days: number | null;
  end_days: number | null;
  usage_limit: number | null;
  times_used: number;
  is_active: boolean;
};

export type TaxSeed = { name: string; percentage: number; is_active: boolean };

export type ServiceFeeSeed = { name: string; amount: number; is_active: boolean };

export const PROMOS: readonly PromoSeed[] = [
  {
    promo_code: 'OPENINGYUK',
    description: 'Diskon pembukaan 10% untuk semua booking.',
    percentage: 10,
    start_days: -30,
    end_days: 365,
    usage_limit: null,
    times_used: 12,
    is_active: true,
  },
  {
    promo_code: 'MERDEKA17',
    description: 'Diskon 17% spesial Hari Kemerdekaan.',
    percentage: 17,
    start_days: -120,
    end_days: -90,
    usage_limit: 170,
    times_used: 64,
    is_active: true,
  },
  {
    promo_code: 'SOONPLAY',
    description: 'Diskon 15% untuk musim liburan, segera berlaku.',
    percentage: 15,
    start_days: 14,
    end_days: 45,
    usage_limit: 100,
    times_used: 0,
    is_active: true,
  },
  {
    promo_code: 'FLASH50',
    description: 'Flash sale 50% untuk 20 booking pertama.',
    percentage: 50,
    start_days: -7,
    end_days: 7,
    usage_limit: 20,
    times_used: 20,
    is_active: true,
  },
  {
    promo_code: 'DISABLED5',
    description: 'Diskon 5% yang sedang dinonaktifkan.',
    percentage: 5,
    start_days: null,
    end_days: null,
    usage_limit: null,
    times_used: 0,
    is_active: false,
  },
];

// PB1, the regional restaurant tax, applies to food only (spec 2 §9 "Pricing").
export const TAXES: readonly TaxSeed[] = [{ name: 'PB1', percentage: 10, is_active: true }];

export const SERVICE_FEES: readonly ServiceFeeSeed[] = [
  { name: 'Biaya Layanan', amount: 2_000, is_active: true },
  { name: 'Biaya Layanan Akhir Pekan', amount: 3_000, is_active: false },
];
