// Every screen of the staff app (issues "Front desk" and "Manage the venue"), one entry each: its
// address, its module, who sees it in the navigation and its link there. The staff app's routes
// (app/routes/staff-app.tsx) and navigation (app/layouts/admin/admin-nav.tsx) are made from these
// entries, and links and redirects use their `getHref`: a new screen is an entry here, its module in
// app/routes/admin/ and its link's label in the catalogue. Apart from config/paths.ts, so the back
// office adds nothing to a customer page (docs/decisions/0018). Staff land on `board`, in list order.
import { STAFF_ROLES, type StaffRole } from '@ruangmain/domain/roles';
import {
  Ban,
  ChartColumn,
  ClipboardList,
  DoorOpen,
  GalleryHorizontal,
  Gamepad2,
  Gift,
  Joystick,
  LayoutGrid,
  ListOrdered,
  type LucideIcon,
  MessageCircleQuestion,
  MessageSquareQuote,
  Monitor,
  Receipt,
  RotateCcw,
  ScrollText,
  Soup,
  Store,
  Tags,
  TicketPercent,
  UserCog,
  Users,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';

/** The keys of a catalogue group whose value is a text (not a nested group). */
type TextKeys<Group> = { [Key in keyof Group]: Group[Key] extends string ? Key : never }[keyof Group];

type DeskNav = typeof import('@/locales/en/desk.json')['nav'];
type ManageNav = typeof import('@/locales/en/manage.json')['nav'];

/**
 * A screen's link: with the front desk's links (its label `desk:nav.<label>`), or under the Manage
 * heading (`manage:nav.<label>`).
 */
export type AdminNavItem =
  | {
      group: 'desk';
      label: Exclude<TextKeys<DeskNav>, 'title' | 'site' | 'logout' | 'menu' | 'open' | 'close'>;
      icon: LucideIcon;
    }
  | { group: 'manage'; label: Exclude<TextKeys<ManageNav>, 'group'>; icon: LucideIcon };

type ScreenEntry = {
  /** The router's pattern: /admin or under it. */
  path: string;
  /** A concrete address of the screen (with a date, an open booking…); the path itself by default. */
  getHref?: (...args: never[]) => string;
  /** Its module, `app/routes/admin/<module>.tsx`, loaded when the screen is first opened. */
  module: string;
  /**
   * Who sees its link. The screen itself tells anyone else that it is not for them (the API refuses
   * them too).
   */
  roles: readonly StaffRole[];
  nav: AdminNavItem;
};

export type AdminScreen = ScreenEntry & { getHref: (...args: never[]) => string };

type WithHref<Entry extends ScreenEntry> = Entry & {
  getHref: Entry extends { getHref: infer Href } ? Href : () => string;
};

const screen = <Entry extends ScreenEntry>(entry: Entry) =>
  ({ getHref: () => entry.path, ...entry }) as WithHref<Entry>;

const ADMINS: readonly StaffRole[] = ['admin'];

export const adminScreens = {
  board: screen({
    path: '/admin',
    /** The board of one business date, or today's. */
    getHref: (date?: string) => (date ? `/admin?${new URLSearchParams({ date })}` : '/admin'),
    module: 'board',
    roles: STAFF_ROLES,
    nav: { group: 'desk', label: 'board', icon: LayoutGrid },
  }),
  bookings: screen({
    path: '/admin/bookings',
    /** The bookings list, or with one booking's drawer open (the bell's links). */
    getHref: (bookingId?: number) =>
      bookingId
        ? `/admin/bookings?${new URLSearchParams({ booking: String(bookingId) })}`
        : '/admin/bookings',
    module: 'bookings',
    roles: STAFF_ROLES,
    nav: { group: 'desk', label: 'bookings', icon: ClipboardList },
  }),
  kitchen: screen({
    path: '/admin/kitchen',
    module: 'kitchen',
    roles: STAFF_ROLES,
    nav: { group: 'desk', label: 'kitchen', icon: UtensilsCrossed },
  }),
  claims: screen({
    path: '/admin/claims',
    module: 'claims',
    roles: STAFF_ROLES,
    nav: { group: 'desk', label: 'claims', icon: Gift },
  }),
  releases: screen({
    path: '/admin/paid-after-release',
    module: 'paid-after-release',
    roles: STAFF_ROLES,
    nav: { group: 'desk', label: 'releases', icon: RotateCcw },
  }),
  venueBlocks: screen({
    path: '/admin/venue-blocks',
    module: 'venue-blocks',
    roles: STAFF_ROLES,
    nav: { group: 'desk', label: 'venueBlocks', icon: Ban },
  }),
  shift: screen({
    path: '/admin/shift',
    /** The drawer's shift screen, or a closed shift's print view. */
    getHref: (printId?: number) =>
      printId ? `/admin/shift?${new URLSearchParams({ print: String(printId) })}` : '/admin/shift',
    module: 'shift',
    roles: STAFF_ROLES,
    nav: { group: 'desk', label: 'shift', icon: Wallet },
  }),
  reports: screen({
    path: '/admin/reports',
    module: 'reports',
    roles: ADMINS,
    nav: { group: 'desk', label: 'reports', icon: ChartColumn },
  }),
  audit: screen({
    path: '/admin/audit',
    module: 'audit',
    roles: ADMINS,
    nav: { group: 'desk', label: 'audit', icon: ScrollText },
  }),
  // Managing the venue (issue 17): admins only.
  consoles: screen({
    path: '/admin/manage/consoles',
    module: 'manage-consoles',
    roles: ADMINS,
    nav: { group: 'manage', label: 'consoles', icon: Joystick },
  }),
  rooms: screen({
    path: '/admin/manage/rooms',
    module: 'manage-rooms',
    roles: ADMINS,
    nav: { group: 'manage', label: 'rooms', icon: DoorOpen },
  }),
  units: screen({
    path: '/admin/manage/units',
    module: 'manage-units',
    roles: ADMINS,
    nav: { group: 'manage', label: 'units', icon: Monitor },
  }),
  games: screen({
    path: '/admin/manage/games',
    module: 'manage-games',
    roles: ADMINS,
    nav: { group: 'manage', label: 'games', icon: Gamepad2 },
  }),
  genres: screen({
    path: '/admin/manage/genres',
    module: 'manage-genres',
    roles: ADMINS,
    nav: { group: 'manage', label: 'genres', icon: Tags },
  }),
  fnbs: screen({
    path: '/admin/manage/fnbs',
    module: 'manage-fnbs',
    roles: ADMINS,
    nav: { group: 'manage', label: 'fnbs', icon: Soup },
  }),
  fnbCategories: screen({
    path: '/admin/manage/fnb-categories',
    module: 'manage-fnb-categories',
    roles: ADMINS,
    nav: { group: 'manage', label: 'fnbCategories', icon: ListOrdered },
  }),
  banners: screen({
    path: '/admin/manage/banners',
    module: 'manage-banners',
    roles: ADMINS,
    nav: { group: 'manage', label: 'banners', icon: GalleryHorizontal },
  }),
  faqs: screen({
    path: '/admin/manage/faqs',
    module: 'manage-faqs',
    roles: ADMINS,
    nav: { group: 'manage', label: 'faqs', icon: MessageCircleQuestion },
  }),
  venue: screen({
    path: '/admin/manage/venue',
    module: 'manage-venue',
    roles: ADMINS,
    nav: { group: 'manage', label: 'venue', icon: Store },
  }),
  promos: screen({
    path: '/admin/manage/promos',
    module: 'manage-promos',
    roles: ADMINS,
    nav: { group: 'manage', label: 'promos', icon: TicketPercent },
  }),
  rewards: screen({
    path: '/admin/manage/rewards',
    module: 'manage-rewards',
    roles: ADMINS,
    nav: { group: 'manage', label: 'rewards', icon: Gift },
  }),
  taxes: screen({
    path: '/admin/manage/taxes',
    module: 'manage-taxes',
    roles: ADMINS,
    nav: { group: 'manage', label: 'taxes', icon: Receipt },
  }),
  reviews: screen({
    path: '/admin/manage/reviews',
    module: 'manage-reviews',
    roles: ADMINS,
    nav: { group: 'manage', label: 'reviews', icon: MessageSquareQuote },
  }),
  customers: screen({
    path: '/admin/manage/customers',
    module: 'manage-customers',
    roles: ADMINS,
    nav: { group: 'manage', label: 'customers', icon: Users },
  }),
  staff: screen({
    path: '/admin/manage/staff',
    module: 'manage-staff',
    roles: ADMINS,
    nav: { group: 'manage', label: 'staff', icon: UserCog },
  }),
};

/** The screens in navigation order. */
export const ADMIN_SCREENS: readonly AdminScreen[] = Object.values(adminScreens);
