/**
 * The venue's identity until the venue settings name another (venue_settings 'venue_profile'): what
 * receipts print and the footer shows.
 */
export const DEFAULT_VENUE_PROFILE = {
  name: 'RuangMain',
  address: 'Jl. Dipatiukur No. 35, Coblong, Bandung, Jawa Barat 40132',
  phone: '+62 812-2000-3535',
} as const;
