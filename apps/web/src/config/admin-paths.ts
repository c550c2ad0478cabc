// The staff app's routes (issue "Front desk", "Manage the venue"): apart from config/paths.ts, so the
// back office adds nothing to a customer page (docs/decisions/0018). Staff land on `board`.
import { staticPath } from '@/config/paths';

export const adminPaths = {
  board: {
    path: '/admin',
    /** The board of one business date, or today's. */
    getHref: (date?: string) => (date ? `/admin?${new URLSearchParams({ date })}` : '/admin'),
  },
  bookings: {
    path: '/admin/bookings',
    /** The bookings list, or with one booking's drawer open (the bell's links). */
    getHref: (bookingId?: number) =>
      bookingId
        ? `/admin/bookings?${new URLSearchParams({ booking: String(bookingId) })}`
        : '/admin/bookings',
  },
  releases: staticPath('/admin/paid-after-release'),
  venueBlocks: staticPath('/admin/venue-blocks'),
  claims: staticPath('/admin/claims'),
  kitchen: staticPath('/admin/kitchen'),
  audit: staticPath('/admin/audit'),
  reports: staticPath('/admin/reports'),
  shift: {
    path: '/admin/shift',
    /** The drawer's shift screen, or a closed shift's print view. */
    getHref: (printId?: number) =>
      printId ? `/admin/shift?${new URLSearchParams({ print: String(printId) })}` : '/admin/shift',
  },
  /** Managing the venue: admins only. */
  manage: {
    consoles: staticPath('/admin/manage/consoles'),
    genres: staticPath('/admin/manage/genres'),
    games: staticPath('/admin/manage/games'),
    rooms: staticPath('/admin/manage/rooms'),
    units: staticPath('/admin/manage/units'),
    customers: staticPath('/admin/manage/customers'),
    staff: staticPath('/admin/manage/staff'),
    reviews: staticPath('/admin/manage/reviews'),
    fnbs: staticPath('/admin/manage/fnbs'),
    fnbCategories: staticPath('/admin/manage/fnb-categories'),
    banners: staticPath('/admin/manage/banners'),
    faqs: staticPath('/admin/manage/faqs'),
    venue: staticPath('/admin/manage/venue'),
    promos: staticPath('/admin/manage/promos'),
    rewards: staticPath('/admin/manage/rewards'),
    taxes: staticPath('/admin/manage/taxes'),
  },
} as const;
