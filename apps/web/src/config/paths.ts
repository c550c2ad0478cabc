// Every route of the web app, in one registry (spec 1 §2, spec 2 §2). Routes, links, redirects and
// tests use these entries instead of string literals: `path` is the router pattern, `getHref`
// builds a concrete URL.

/** In-page sections of the home page, in page order (spec 1 §2 "Navigation and layout behaviour"). */
export const HOME_SECTION_IDS = [
  'consoles-section',
  'games-section',
  'rooms-section',
  'pricelist-section',
  'customer-review-section',
] as const;

export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];

export const staticPath = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: {
    path: '/',
    /** `/` or, for a section, `/#games-section` (links from other pages use this form). */
    getHref: (section?: HomeSectionId) => (section ? `/#${section}` : '/'),
  },
  rental: staticPath('/rental'),
  rent: staticPath('/rent'),
  bookingPayment: staticPath('/booking-payment'),
  bookingSuccess: {
    path: '/booking-success',
    getHref: (invoiceNumber?: string) =>
      invoiceNumber
        ? `/booking-success?${new URLSearchParams({ invoice_number: invoiceNumber })}`
        : '/booking-success',
  },
  bookingCancelled: {
    path: '/booking-cancelled',
    /** With the reason the payment ended (spec 2 §2 "Booking cancelled page"). */
    getHref: (reason?: string) =>
      reason ? `/booking-cancelled?${new URLSearchParams({ reason })}` : '/booking-cancelled',
  },
  foodDrinks: staticPath('/food-drinks'),
  foodDrinksSuccess: {
    path: '/food-drinks/success',
    /** With what the page reads from the query (spec 2 §2): invoice_number, total_price, is_reward, seating. */
    getHref: (
      order?: Readonly<Record<'invoice_number' | 'total_price' | 'is_reward' | 'seating', string>>,
    ) => (order ? `/food-drinks/success?${new URLSearchParams(order)}` : '/food-drinks/success'),
  },
  faq: staticPath('/faq'),
  games: {
    path: '/games',
    getHref: (page?: number) => (page && page > 1 ? `/games?page=${page}` : '/games'),
  },
  profile: staticPath('/profile'),
  profileRewards: staticPath('/profile-rewards'),
  /** Alias of the rewards page; spec 2 §2 redirects invalid reward data here. */
  profileRewardsAlias: staticPath('/profile/rewards'),
  bookHistory: staticPath('/book-history'),
  pointHistory: staticPath('/point-history'),
  /** A paid booking's or food order's printable receipt, by its invoice number. */
  receipt: {
    path: '/receipt/:invoice',
    getHref: (invoiceNumber: string) => `/receipt/${encodeURIComponent(invoiceNumber)}`,
  },
  /** Where staff land after login: the staff app (config/admin-screens.ts), a route tree of its own. */
  staffHome: staticPath('/admin'),
  auth: {
    login: staticPath('/login'),
    register: staticPath('/register'),
    verification: staticPath('/verification'),
    changeNumber: staticPath('/change-number'),
    forgotPassword: staticPath('/forgot-password'),
    resetPassword: {
      path: '/reset-password/:token?',
      getHref: (token?: string) =>
        token ? `/reset-password/${encodeURIComponent(token)}` : '/reset-password',
    },
  },
} as const;
