import { z } from 'zod';
import { ChangePasswordSchema, UpdateProfileRequestSchema } from '../auth-schemas';
import { PublicUserSchema } from './auth';
import { authedErrorResponses, MessageResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The signed-in customer's own account (spec 1 §7, spec 2 §2 "Profile"). Everything under
 * /api/customer/ answers 401 to a visitor before reading the request.
 */

const TAGS = ['customer'];

/** The user as it is now: points and names change while a session lasts. */
export const GetProfileResponseSchema = z.object({ user: PublicUserSchema });
export type GetProfileResponse = z.infer<typeof GetProfileResponseSchema>;
export const getProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/profile',
  response: { 200: GetProfileResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The signed-in user',
});

/** Only the fields that changed (spec 2 §5 "Profile"), a new password and its confirmation included. */
export { UpdateProfileRequestSchema };
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;
export const UpdateProfileResponseSchema = z.object({ user: PublicUserSchema, message: z.string() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;
export const updateProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/update-profile',
  body: UpdateProfileRequestSchema,
  response: { 200: UpdateProfileResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Change the name, username, email or password',
  description:
    'A new password needs a login within the last 15 minutes or the current password (403 otherwise); it ends the other sessions.',
});

/** The current password and a new one with the register rules; the form's own schema. */
export const ChangePasswordRequestSchema = ChangePasswordSchema;
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/change-password',
  body: ChangePasswordRequestSchema,
  response: { 200: MessageResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Change the password; the account’s other sessions end',
});
