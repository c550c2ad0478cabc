// The venue's links (issue 17 "Manage the venue"), apart from its identity (venue.ts) so the pages
// that print only the identity (receipts, payment pages) do not carry them.
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
