import { z } from 'zod';
import { authedErrorResponses } from './common';

/**
 * The signed-in customer's notice settings (issue 18 "Notices"): WhatsApp reminders before a booking.
 * Apart from contracts/customer.ts, so the profile page alone carries them.
 */

const TAGS = ['customer'];

export const AccountSettingsSchema = z.object({ whatsapp_reminders: z.boolean() });
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;
export const getAccountSettingsRoute = {
  tags: TAGS,
  summary: 'The signed-in customer’s notice settings',
  response: { 200: z.object({ data: AccountSettingsSchema }), ...authedErrorResponses },
} as const;
export const UpdateAccountSettingsRequestSchema = z.object({
  whatsapp_reminders: z.boolean({ message: 'The whatsapp reminders field must be true or false.' }),
});
export type UpdateAccountSettingsRequest = z.infer<typeof UpdateAccountSettingsRequestSchema>;
export const updateAccountSettingsRoute = {
  tags: TAGS,
  summary: 'Turn WhatsApp reminders before a booking on or off',
  body: UpdateAccountSettingsRequestSchema,
  response: { 200: z.object({ data: AccountSettingsSchema, message: z.string() }), ...authedErrorResponses },
} as const;
