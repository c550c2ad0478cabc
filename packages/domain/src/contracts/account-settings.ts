import { z } from 'zod';
import { authedErrorResponses } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The signed-in customer's notice settings (issue 18 "Notices"): WhatsApp reminders before a booking.
 * Apart from contracts/customer.ts, so the profile page alone carries them.
 */

const TAGS = ['customer'];

export const AccountSettingsSchema = z.object({ whatsapp_reminders: z.boolean() });
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;
export const getAccountSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/settings',
  response: { 200: z.object({ data: AccountSettingsSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'The signed-in customer’s notice settings',
});
export const UpdateAccountSettingsRequestSchema = z.object({
  whatsapp_reminders: z.boolean({ message: 'The whatsapp reminders field must be true or false.' }),
});
export type UpdateAccountSettingsRequest = z.infer<typeof UpdateAccountSettingsRequestSchema>;
export const updateAccountSettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/customer/settings',
  body: UpdateAccountSettingsRequestSchema,
  response: { 200: z.object({ data: AccountSettingsSchema, message: z.string() }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'Turn WhatsApp reminders before a booking on or off',
});
