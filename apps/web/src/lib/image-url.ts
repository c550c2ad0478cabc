// Catalogue images (spec 1 §7 "Images"): the API sends paths relative to the backend's storage
// ('games/tekken-8.svg'); the client reads them from /storage/{image}. A value that starts with
// http or a slash is already a URL and is used as given.

/** Local stand-ins, shown when an image is missing or fails to load (spec 1 §7). */
export const FALLBACK_IMAGES = {
  banner: '/images/banner-1.png',
  console: '/images/playstation.png',
  room: '/images/roomsnya.jpg',
} as const;

/** The URL of a catalogue image, or null when there is none. */
export function resolveImageUrl(image: string | null | undefined): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (value.startsWith('http') || value.startsWith('/')) return value;
  return `/storage/${value}`;
}
