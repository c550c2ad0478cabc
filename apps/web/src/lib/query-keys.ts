// Every TanStack Query key of the web app, in one place, so that a mutation invalidates exactly the
// queries it changes (a booking: its unit's availability; a profile update: the session's profile) and
// features can name each other's data without importing each other.

export const queryKeys = {
  /** Lists of the public catalogue, loaded once a visit (spec 1 §4 "Data slices"). */
  catalogue: {
    banners: () => ['catalogue', 'banners'] as const,
    consoles: () => ['catalogue', 'consoles'] as const,
    customerReviews: () => ['catalogue', 'customer-reviews'] as const,
    pricelists: () => ['catalogue', 'pricelists'] as const,
    /** Every room, or those holding a console (the booking wizard's room step). */
    rooms: (consoleName: string | null) =>
      consoleName === null
        ? (['catalogue', 'rooms'] as const)
        : (['catalogue', 'rooms', consoleName] as const),
    games: (page: number, perPage: number) => ['games', { page, perPage }] as const,
    faqs: () => ['faqs'] as const,
    fnbs: () => ['catalogue', 'fnbs'] as const,
    fnbCategories: () => ['catalogue', 'fnb-categories'] as const,
    /** Every unit open to customers (the food page's Unit seating). */
    units: () => ['catalogue', 'units'] as const,
    /** The active rewards and their stock: a redeem changes a limited stock. */
    rewards: () => ['catalogue', 'rewards'] as const,
  },
  /** What the booking wizard and payment pages read besides the catalogue. */
  booking: {
    units: (consoleName: string | null, roomName: string | null) =>
      ['booking', 'units', consoleName, roomName] as const,
    unit: (unitId: number | null) => ['booking', 'unit', unitId] as const,
    charges: () => ['booking', 'charges'] as const,
    status: (invoiceNumber: string) => ['booking', 'status', invoiceNumber] as const,
  },
  /** A unit's free and taken time: a booking, or a hold released, changes all of it. */
  availability: {
    all: () => ['availability'] as const,
    ofUnit: (unitId: number | null) => ['availability', unitId] as const,
    days: (unitId: number | null, startDate: string, endDate: string) =>
      ['availability', unitId, 'days', startDate, endDate] as const,
    slots: (unitId: number | null, date: string | null) => ['availability', unitId, 'slots', date] as const,
    durations: (unitId: number | null, date: string | null, startTime: string | null) =>
      ['availability', unitId, 'durations', date, startTime] as const,
  },
  /**
   * The signed-in customer's own data: dropped together whenever the session changes, so one person's
   * data never shows for another.
   */
  customer: {
    all: () => ['customer'] as const,
    profiles: () => ['customer', 'profile'] as const,
    profile: (userId: number | string | undefined) => ['customer', 'profile', userId ?? 'anonymous'] as const,
    /** The rewards the customer holds (GET /api/customer/my-rewards): a redeem adds one. */
    heldRewards: () => ['customer', 'held-rewards'] as const,
    /** The customer's notice settings (GET /api/customer/settings). */
    settings: () => ['customer', 'settings'] as const,
    /** Every list, detail and receipt of the customer's bookings: a cancel, reschedule, payment or review changes them. */
    bookings: () => ['customer', 'bookings'] as const,
    bookingHistory: (filters: Record<string, string | number | undefined>) =>
      ['customer', 'bookings', 'history', filters] as const,
    booking: (bookingId: number) => ['customer', 'bookings', 'detail', bookingId] as const,
    receipt: (invoiceNumber: string) => ['customer', 'bookings', 'receipt', invoiceNumber] as const,
    /** The units of the customer's own bookings playing now (the food page's Unit seating, issue 30). */
    playingUnits: () => ['customer', 'playing-units'] as const,
    /** The points ledger: a paid booking adds to it. */
    points: () => ['customer', 'points'] as const,
    pointHistory: (filters: Record<string, string | number | undefined>) =>
      ['customer', 'points', filters] as const,
  },
  /**
   * The staff app's reads (/api/admin): a desk action changes the board, the booking it acted on and
   * the lists, so it drops everything under `desk.all()`.
   */
  desk: {
    all: () => ['desk'] as const,
    board: (date: string | null, showHidden: boolean) => ['desk', 'board', date, showHidden] as const,
    booking: (bookingId: number) => ['desk', 'booking', bookingId] as const,
    bookings: (filters: Record<string, string | number | undefined>) =>
      ['desk', 'bookings', filters] as const,
    paidAfterRelease: () => ['desk', 'paid-after-release'] as const,
    customer: (phone: string) => ['desk', 'customer', phone] as const,
    unit: (unitId: number | null) => ['desk', 'unit', unitId] as const,
    claims: (filters: Record<string, string | number | undefined>) => ['desk', 'claims', filters] as const,
    kitchen: () => ['desk', 'kitchen'] as const,
    audit: (filters: Record<string, string | number | undefined>) => ['desk', 'audit', filters] as const,
    /** The bell (features/notices): under the desk, so the live board's changes refresh it too. */
    notices: () => ['desk', 'notices'] as const,
  },
  auth: {
    resetLink: (token: string) => ['auth', 'reset-link', token] as const,
  },
};
