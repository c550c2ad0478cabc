/**
 * Who a user is to the venue (../shared/DESIGN.md "Staff side"): a customer, the front desk (`staff`: board,
 * bookings, food orders, claims) or an `admin` (everything). The spec's `role: 'admin'` is the venue's
 * admin (spec 1 §6); whatever it lets an admin do at the counter, the front desk does too.
 */
export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles of the venue's own people: what a staff route allows unless it says otherwise. */
export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

type WithRole = { role: string } | null | undefined;

/** Whether a user (or nobody, for a visitor) holds one of the roles. */
export function hasRole(user: WithRole, roles: readonly UserRole[]): boolean {
  return user != null && (roles as readonly string[]).includes(user.role);
}

/** The venue's own people (front desk or admin): counter bookings, any booking, no rate limit. */
export function isStaff(user: WithRole): boolean {
  return hasRole(user, STAFF_ROLES);
}
