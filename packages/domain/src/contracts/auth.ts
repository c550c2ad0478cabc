import { z } from 'zod';
import {
  ChangeNumberSchema,
  ForgotPasswordPhoneSchema,
  fullNameSchema,
  NewPasswordFormSchema,
  optionalEmailSchema,
  passwordSchema,
  phoneNumberSchema,
  ResetPasswordSchema,
  usernameSchema,
} from '../auth-schemas';
import { LANGUAGES } from '../languages';
import { USER_ROLES } from '../roles';
import { commonErrorResponses, ErrorResponseSchema, MessageResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Authentication and account recovery (spec 1 §7 "Authentication and account"): register, verify
 * the phone, log in and out, reset a forgotten password by code or by link. No token, except logout.
 * The field rules and the forms' schemas are in auth-schemas.ts.
 */

const TAGS = ['auth'];

// ── The user ─────────────────────────────────────────────────────────────────────────────────────

/** spec 1 §3 "User" as the web app keeps it: never the hash; the phone written 08…. */
export const PublicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  /** 'admin' and 'staff' are the venue's own people (spec 1 §6, ../shared/DESIGN.md "Staff side"). */
  role: z.enum(USER_ROLES),
  total_points: z.number().int(),
  /** The language chosen on the account (docs/decisions/0048); null when none was. */
  language: z.enum(LANGUAGES).nullable(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

// ── Register ─────────────────────────────────────────────────────────────────────────────────────

/** POST /api/auth/register: the form's rules under the server's field names (spec 1 §5 mapping). */
export const RegisterRequestSchema = z
  .object({
    name: fullNameSchema,
    username: usernameSchema,
    email: optionalEmailSchema,
    phone: phoneNumberSchema,
    password: passwordSchema,
    password_confirmation: z.string({ message: 'Password confirmation does not match' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Password confirmation does not match',
    path: ['password_confirmation'],
    params: { code: 'validation.confirmed' },
  });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * `phone` is the number the code went to; `registration_token` proves, later, that this device made
 * the registration (change number, resend of the code).
 */
export const RegisterResponseSchema = z.object({
  message: z.string(),
  phone: z.string(),
  code_sent: z.boolean(),
  registration_token: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  body: RegisterRequestSchema,
  response: { 201: RegisterResponseSchema, ...commonErrorResponses, 409: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Create an inactive customer account and send its code by WhatsApp',
});

// ── Verify the phone ─────────────────────────────────────────────────────────────────────────────

/**
 * The token a registration answered, kept by the registering device: the proof that the caller made
 * the registration it asks about (change number, resend of the code).
 */
export const RegistrationTokenSchema = z.string().max(200).optional();

/** With `token`: verifies the code; without: sends a new one (spec 1 §5 "Verification"). */
export const ActivateAccountRequestSchema = z.object({
  phone: z.string({ message: 'Phone number is required' }).min(1, 'Phone number is required').max(30),
  token: z
    .string()
    .regex(/^\d{6}$/, 'Please enter the complete OTP code.')
    .optional(),
  registration_token: RegistrationTokenSchema,
});
export type ActivateAccountRequest = z.infer<typeof ActivateAccountRequestSchema>;
export const activateAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/activate-account',
  body: ActivateAccountRequestSchema,
  response: { 200: MessageResponseSchema, ...commonErrorResponses, 502: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Verify the phone with its code, or send a new code',
});

/** POST /api/auth/change-phone: the change-number form and the registration token. */
export const ChangePhoneRequestSchema = ChangeNumberSchema.and(
  z.object({ registration_token: RegistrationTokenSchema }),
);
export type ChangePhoneRequest = z.infer<typeof ChangePhoneRequestSchema>;
export const ChangePhoneResponseSchema = z.object({ message: z.string(), phone: z.string() });
export type ChangePhoneResponse = z.infer<typeof ChangePhoneResponseSchema>;
export const changePhoneEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/change-phone',
  body: ChangePhoneRequestSchema,
  response: { 200: ChangePhoneResponseSchema, ...commonErrorResponses, 409: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Move an unverified registration to another number and send it a code',
});

// ── Log in and out ───────────────────────────────────────────────────────────────────────────────

/** `identifier` (spec 1 §7) or `username` (spec 1 §3): a username or a phone; and the password. */
export const LoginRequestSchema = z
  .object({
    identifier: z.string().trim().max(100).optional(),
    username: z.string().trim().max(100).optional(),
    password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
    /** 'Remember me': the token lives 30 days instead of one. */
    remember: z.boolean().optional(),
  })
  .refine((body) => Boolean(body.identifier || body.username), {
    message: 'Username is required',
    path: ['username'],
    params: { code: 'validation.required' },
  });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The bearer token, when it stops working (ISO instant), and the user. */
export const LoginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: PublicUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  body: LoginRequestSchema,
  response: {
    200: LoginResponseSchema,
    ...commonErrorResponses,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
  },
  tags: TAGS,
  summary: 'Log in with a username or phone and the password',
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  response: { 200: MessageResponseSchema, ...commonErrorResponses, 401: ErrorResponseSchema },
  tags: TAGS,
  summary: 'End the session of the bearer token',
});

// ── Forgot password ──────────────────────────────────────────────────────────────────────────────

/** Step 1, and its resend: the answer is the same whether or not the phone has an account. */
export const RequestResetTokenRequestSchema = ForgotPasswordPhoneSchema;
export type RequestResetTokenRequest = z.infer<typeof RequestResetTokenRequestSchema>;
export const requestResetTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/request-reset-token',
  body: RequestResetTokenRequestSchema,
  response: { 200: MessageResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'Send a password reset code by WhatsApp',
});
export const resendResetTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-reset-token',
  body: RequestResetTokenRequestSchema,
  response: { 200: MessageResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'Send the reset code again',
});

/** Step 2: the code is checked, not spent. */
export const VerifyResetTokenRequestSchema = z.object({
  phone: z.string({ message: 'Phone number is required' }).min(10, 'Phone number is required').max(30),
  token: z
    .string({ message: 'Please enter the complete 6-digit token' })
    .regex(/^\d{6}$/, 'Please enter the complete 6-digit token'),
});
export type VerifyResetTokenRequest = z.infer<typeof VerifyResetTokenRequestSchema>;
export const verifyResetTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-reset-token',
  body: VerifyResetTokenRequestSchema,
  response: { 200: MessageResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'Check a password reset code',
});

/** Step 3: the phone, the code and the new password (the form's own schema). */
export const ResetPasswordRequestSchema = ResetPasswordSchema;
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: ResetPasswordRequestSchema,
  response: { 200: MessageResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'Set a new password with the reset code',
});

// ── Reset by link ────────────────────────────────────────────────────────────────────────────────

const linkToken = z.string().min(20).max(200);

/** GET /api/auth/reset-link/{token}: 404 for an unknown, used or expired link. */
export const GetResetLinkParamsSchema = z.object({ token: linkToken });
export type GetResetLinkParams = z.infer<typeof GetResetLinkParamsSchema>;
export const GetResetLinkResponseSchema = z.object({ valid: z.boolean() });
export type GetResetLinkResponse = z.infer<typeof GetResetLinkResponseSchema>;
export const getResetLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/reset-link/:token',
  params: GetResetLinkParamsSchema,
  response: { 200: GetResetLinkResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'Whether a reset link can still be used',
});

/** The new-password form of the link page (spec 1 §2 "/reset-password/{token}") and the link's token. */
export const ResetPasswordLinkRequestSchema = NewPasswordFormSchema.and(z.object({ token: linkToken }));
export type ResetPasswordLinkRequest = z.infer<typeof ResetPasswordLinkRequestSchema>;
export const resetPasswordLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password-link',
  body: ResetPasswordLinkRequestSchema,
  response: { 200: MessageResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'Set a new password with a reset link',
});
