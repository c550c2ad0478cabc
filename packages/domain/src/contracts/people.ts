import { z } from 'zod';
import {
  fullNameSchema,
  optionalEmailSchema,
  passwordSchema,
  phoneNumberSchema,
  usernameSchema,
} from '../auth-schemas';
import { STAFF_ROLES, USER_ROLES } from '../roles';
import { BookingStatusSchema, BookingTypeSchema } from './bookings';
import { AdminIdParamsSchema, adminListQuery, type Collection, DeleteResponseSchema } from './collection';
import { authedErrorResponses, isoDateTime, paginatorSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The admins' people under /api/admin/users: customers (found, looked into, blocked, their points
 * adjusted) and the venue's own accounts (created, their role changed, disabled, their password
 * reset). Accounts are never deleted: DELETE disables one. Nobody can remove the last active admin.
 */

const TAGS = ['admin'];

export const USER_STATUSES = ['inactive', 'active', 'blocked'] as const;
export const USER_SORTS = ['created_at', 'name', 'username', 'total_points'] as const;

export const ListManagedUsersQuerySchema = adminListQuery(USER_SORTS).extend({
  role: z.enum(USER_ROLES, { message: 'The role must be customer, staff or admin.' }).optional(),
  /** `staff` and `admin` together: the venue's own accounts. */
  people: z.enum(['customers', 'team'], { message: 'The people must be customers or team.' }).optional(),
  status: z.enum(USER_STATUSES, { message: 'The status must be inactive, active or blocked.' }).optional(),
});
export type ListManagedUsersQuery = z.input<typeof ListManagedUsersQuerySchema>;

/** An account as the back office sees it: never the password hash; the phone written 08…. */
export const ManagedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  total_points: z.number().int(),
  created_at: isoDateTime(),
});
export type ManagedUser = z.input<typeof ManagedUserSchema>;

export const ListManagedUsersResponseSchema = paginatorSchema(ManagedUserSchema);
export type ListManagedUsersResponse = z.input<typeof ListManagedUsersResponseSchema>;

/** A customer's recent bookings, ledger and rewards, newest first (at most 20 of each). */
export const ManagedUserDetailSchema = ManagedUserSchema.extend({
  bookings: z.array(
    z.object({
      id: z.number().int(),
      invoice_number: z.string(),
      booking_type: BookingTypeSchema,
      status: BookingStatusSchema,
      start_at: isoDateTime().nullable(),
      total_price: z.number().int(),
      created_at: isoDateTime(),
    }),
  ),
  point_transactions: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['earned', 'debit']),
      points: z.number().int(),
      description: z.string(),
      /** The admin who adjusted these points by hand, null for the rest (earned, spent, refunded). */
      adjusted_by_name: z.string().nullable(),
      created_at: isoDateTime(),
    }),
  ),
  rewards: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(['available', 'used', 'expired']),
      voucher_code: z.string(),
      expires_at: isoDateTime(),
    }),
  ),
});
export type ManagedUserDetail = z.input<typeof ManagedUserDetailSchema>;

const staffRole = z.enum(STAFF_ROLES, { message: 'The role must be staff or admin.' });

/** A front-desk or admin account, active at once: the admin vouches for the phone. */
export const CreateTeamAccountRequestSchema = z.object({
  name: fullNameSchema,
  username: usernameSchema,
  email: optionalEmailSchema,
  phone: phoneNumberSchema,
  password: passwordSchema,
  role: staffRole,
});
export type CreateTeamAccountRequest = z.input<typeof CreateTeamAccountRequestSchema>;

/**
 * A team account's role or a new password set by the admin (its sessions end); or a customer's name or
 * phone (08…, stored as registration stores it). At least one, and not both kinds at once.
 */
export const UpdateManagedUserRequestSchema = z
  .object({
    role: staffRole.optional(),
    password: passwordSchema.optional(),
    name: fullNameSchema.optional(),
    phone: phoneNumberSchema.optional(),
  })
  .refine(
    (body) =>
      body.role !== undefined ||
      body.password !== undefined ||
      body.name !== undefined ||
      body.phone !== undefined,
    {
      message: 'Send role, password, name or phone.',
      path: ['role'],
      params: { code: 'validation.required_without' },
    },
  )
  .refine(
    (body) =>
      (body.role === undefined && body.password === undefined) ||
      (body.name === undefined && body.phone === undefined),
    {
      message: 'A team account’s role and password, or a customer’s name and phone: not both at once.',
      path: ['name'],
      params: { code: 'validation.prohibited' },
    },
  );
export type UpdateManagedUserRequest = z.input<typeof UpdateManagedUserRequestSchema>;

export const POINTS_ADJUSTMENT_MAX = 1_000_000;

/** Points given (positive) or taken (negative), never below a zero balance, with the reason why. */
export const AdjustPointsRequestSchema = z.object({
  points: z
    .number({ message: 'The points must be a number.' })
    .int('The points must be a whole number.')
    .min(
      -POINTS_ADJUSTMENT_MAX,
      `The points must be between -${POINTS_ADJUSTMENT_MAX} and ${POINTS_ADJUSTMENT_MAX}.`,
    )
    .max(
      POINTS_ADJUSTMENT_MAX,
      `The points must be between -${POINTS_ADJUSTMENT_MAX} and ${POINTS_ADJUSTMENT_MAX}.`,
    )
    .refine((points) => points !== 0, 'The points may not be 0.'),
  reason: z
    .string({ message: 'The reason is required.' })
    .trim()
    .min(3, 'The reason must be at least 3 characters.')
    .max(200, 'The reason may not be greater than 200 characters.'),
});
export type AdjustPointsRequest = z.input<typeof AdjustPointsRequestSchema>;

export const ManagedUserResponseSchema = z.object({ message: z.string(), data: ManagedUserSchema });
export type ManagedUserResponse = z.input<typeof ManagedUserResponseSchema>;
export const ManagedUserDetailResponseSchema = z.object({
  message: z.string(),
  data: ManagedUserDetailSchema,
});
export type ManagedUserDetailResponse = z.input<typeof ManagedUserDetailResponseSchema>;

export const listManagedUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  query: ListManagedUsersQuerySchema,
  response: { 200: ListManagedUsersResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary:
    'Customers and team accounts: searched by name, username or phone, filtered, sorted, paged (admins)',
});

export const getManagedUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users/:id',
  params: AdminIdParamsSchema,
  response: { 200: ManagedUserDetailResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'An account with its recent bookings, points ledger and rewards (admins)',
});

export const createTeamAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users',
  body: CreateTeamAccountRequestSchema,
  response: { 201: ManagedUserResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Create a front-desk or admin account (admins)',
});

export const updateManagedUserEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/users/:id',
  params: AdminIdParamsSchema,
  body: UpdateManagedUserRequestSchema,
  response: { 200: ManagedUserResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary:
    'Change a team account’s role or set its password (a new password ends its sessions), or a customer’s name or phone (admins)',
});

/** DELETE disables an account (blocked): accounts are never deleted, their bookings and ledger stay theirs. */
export const disableUserEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/users/:id',
  params: AdminIdParamsSchema,
  response: { 200: DeleteResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Disable an account: accounts are never deleted (admins)',
});

/** Blocks an account: its sessions end at once. */
export const blockUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/block',
  params: AdminIdParamsSchema,
  response: { 200: ManagedUserResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Block or unblock an account; blocking ends every session at once (admins)',
});

export const unblockUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/unblock',
  params: AdminIdParamsSchema,
  response: { 200: ManagedUserResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Block or unblock an account; blocking ends every session at once (admins)',
});

export const adjustPointsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/points',
  params: AdminIdParamsSchema,
  body: AdjustPointsRequestSchema,
  response: { 200: ManagedUserResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Give or take a customer’s points with a reason, written to the ledger (admins)',
});

/** The people screens' collection: the kit's five calls, with the answers above. */
export const managedUserEndpoints = {
  list: listManagedUsersEndpoint,
  get: getManagedUserEndpoint,
  create: createTeamAccountEndpoint,
  update: updateManagedUserEndpoint,
  delete: disableUserEndpoint,
} as const satisfies Collection;
