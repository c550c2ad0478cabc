import { z } from 'zod';
import { ChangePasswordSchema, UpdateProfileSchema } from '../auth-schemas';
import { PublicUserSchema } from './auth';
import { authedErrorResponses, MessageResponseSchema } from './common';

/**
 * The signed-in customer's own account (spec 1 §7, spec 2 §2 "Profile"). Everything under
 * /api/customer/ answers 401 to a visitor before reading the request.
 */

const TAGS = ['customer'];

/** The user as it is now: points and names change while a session lasts. */
export const GetProfileResponseSchema = z.object({ user: PublicUserSchema });
export type GetProfileResponse = z.infer<typeof GetProfileResponseSchema>;
export const getProfileRoute = {
  tags: TAGS,
  summary: 'The signed-in user',
  response: { 200: GetProfileResponseSchema, ...authedErrorResponses },
} as const;

/** Only the fields that changed (spec 2 §5 "Profile"); the form's own schema. */
export const UpdateProfileRequestSchema = UpdateProfileSchema;
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;
export const UpdateProfileResponseSchema = z.object({ user: PublicUserSchema, message: z.string() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;
export const updateProfileRoute = {
  tags: TAGS,
  summary: 'Change the name, username or email',
  body: UpdateProfileRequestSchema,
  response: { 200: UpdateProfileResponseSchema, ...authedErrorResponses },
} as const;

/** The current password and a new one with the register rules; the form's own schema. */
export const ChangePasswordRequestSchema = ChangePasswordSchema;
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const changePasswordRoute = {
  tags: TAGS,
  summary: 'Change the password; the account’s other sessions end',
  body: ChangePasswordRequestSchema,
  response: { 200: MessageResponseSchema, ...authedErrorResponses },
} as const;
