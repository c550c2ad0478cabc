import { z } from 'zod';
import { venueDateField } from '../date-fields';
import { USER_ROLES } from '../roles';
import { authedErrorResponses, idParam, isoDateTime, paginationQuery, paginatorSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * GET /api/admin/audit: the trail of staff actions, admins only (../shared/DESIGN.md "Staff side": who,
 * when, what, before and after). Every desk action writes one row through one helper.
 */

const TAGS = ['admin'];

/** What the desk does, as the trail names it. */
const DESK_ACTIONS = [
  'booking.walk_in',
  'booking.check_in',
  'booking.extend',
  'booking.move',
  'booking.no_show',
  'booking.cancel',
  'booking.refund',
  'booking.rebook',
  'venue_block.create',
  'venue_block.remove',
  'reward_claim.collect',
  'fnb_order.status',
  /** A WhatsApp notice that failed, sent again (issue 18 "Notices"). */
  'customer_notice.retry',
] as const;

/** What the back office manages (issue 17 "Manage the venue"), each a collection under /api/admin. */
export const MANAGED_SUBJECTS = [
  'console',
  'room',
  'unit',
  'game',
  'genre',
  'fnb',
  'fnb_category',
  'banner',
  'faq',
  'promo',
  'reward',
  'tax',
  'service_fee',
  'review',
  'user',
  'venue_setting',
] as const;
export type ManagedSubject = (typeof MANAGED_SUBJECTS)[number];

/**
 * What an admin does to a managed thing: `deactivate` is the delete of something still referenced
 * (../shared/DESIGN.md "Staff side": nothing referenced by bookings is deleted).
 */
const MANAGE_VERBS = ['create', 'update', 'delete', 'deactivate', 'reorder'] as const;
type ManageAction = `${ManagedSubject}.${(typeof MANAGE_VERBS)[number]}`;
const MANAGE_ACTIONS = MANAGED_SUBJECTS.flatMap((subject) =>
  MANAGE_VERBS.map((verb): ManageAction => `${subject}.${verb}`),
);

/** Actions on people and reviews beyond editing them. */
const PEOPLE_ACTIONS = [
  'user.block',
  'user.unblock',
  'user.points_adjust',
  'user.password_reset',
  'review.reply',
] as const;

/** The drawer's shifts (issue 18 "Shift close"). */
const SHIFT_ACTIONS = ['shift.open', 'shift.close'] as const;

/** A backup of the embedded database taken on demand (docs/decisions/0039). */
const BACKUP_ACTIONS = ['backup.create'] as const;

/** An image the back office uploads (POST /api/admin/uploads): a file, its id 0, its label its path. */
const UPLOAD_ACTIONS = ['image.upload'] as const;

/** Every action the trail records. */
export const AUDIT_ACTIONS = [
  ...DESK_ACTIONS,
  ...MANAGE_ACTIONS,
  ...PEOPLE_ACTIONS,
  ...SHIFT_ACTIONS,
  ...BACKUP_ACTIONS,
  ...UPLOAD_ACTIONS,
] as [AuditAction, ...AuditAction[]];
export type AuditAction =
  | (typeof DESK_ACTIONS)[number]
  | ManageAction
  | (typeof PEOPLE_ACTIONS)[number]
  | (typeof SHIFT_ACTIONS)[number]
  | (typeof BACKUP_ACTIONS)[number]
  | (typeof UPLOAD_ACTIONS)[number];

/** What an action was done to. */
export const AUDIT_SUBJECTS = [
  'booking',
  'customer_notice',
  'venue_block',
  'user_reward',
  'fnb_order',
  'shift',
  /** A backup file: no row of its own, its id 0, its label the file's name. */
  'backup',
  /** An uploaded image: a file, no row of its own, its id 0, its label its stored path. */
  'image',
  ...MANAGED_SUBJECTS,
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

const auditDate = (name: string) =>
  venueDateField({
    required: `The ${name} date must be a date.`,
    invalid: `The ${name} date must be a date in the format yyyy-MM-dd.`,
  }).optional();

/** Newest first, 50 to a page; `from`/`to` are venue dates of when the action was taken. */
export const ListAuditQuerySchema = paginationQuery(50)
  .extend({
    action: z.enum(AUDIT_ACTIONS, { message: 'The action is not one the trail records.' }).optional(),
    subject_type: z
      .enum(AUDIT_SUBJECTS, { message: 'The subject type is not one the trail records.' })
      .optional(),
    subject_id: idParam('The subject id must be a number.').optional(),
    actor_id: idParam('The actor id must be a number.').optional(),
    from: auditDate('from'),
    to: auditDate('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The to date must be a date after or equal to the from date.',
    path: ['to'],
    params: { code: 'validation.after_or_equal' },
  });
export type ListAuditQuery = z.input<typeof ListAuditQuerySchema>;

/** A subject's facts before or after an action, as the action recorded them. */
export const AuditFactsSchema = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** Who: null `id` once their account is gone; the name and role are as they were then. */
  actor: z.object({ id: z.number().int().nullable(), name: z.string(), role: z.enum(USER_ROLES) }),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECTS),
  subject_id: z.number().int(),
  /** How people name the subject: an invoice number, a block's title, a voucher code. */
  subject_label: z.string(),
  before: AuditFactsSchema,
  after: AuditFactsSchema,
  created_at: isoDateTime(),
});
export type AuditEntry = z.input<typeof AuditEntrySchema>;

/**
 * The page's entries, and the name of each unit their facts name by id (`unit_id`), so the trail
 * reads "moved from PS5 Regular 1 to PS5 Regular 3" rather than ids (issue 29).
 */
export const ListAuditResponseSchema = paginatorSchema(AuditEntrySchema).extend({
  units: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ListAuditResponse = z.input<typeof ListAuditResponseSchema>;
export const listAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  query: ListAuditQuerySchema,
  response: { 200: ListAuditResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The audit trail of staff actions, newest first (admins only)',
});
