/**
 * The venue's identity until the venue settings name another (venue_settings 'venue_profile'): what
 * receipts print and the footer shows.
 */
export const DEFAULT_VENUE_PROFILE = {
  name: 'RuangMain',
  address: 'Jl. Dipatiukur No. 35, Coblong, Bandung, Jawa Barat 40132',
  phone: '+62 812-2000-3535',
} as const;

/** The venue's social links until the venue settings name others (the footer's icons). */
export const DEFAULT_VENUE_LINKS = {
  instagram_url: 'https://instagram.com/ruangmain.id',
  tiktok_url: 'https://tiktok.com/@ruangmain.id',
} as const;

/** Google Maps' page and embed of an address: the footer's map when the venue names no map link. */
export const mapSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
export const mapEmbedUrl = (address: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
