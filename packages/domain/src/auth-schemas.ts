import { z } from 'zod';
import { TOKEN_LENGTH } from './auth-messages';
import { LANGUAGES } from './languages';

// The account rules of spec 1 §5, with its exact messages, for the forms and the server alike.
// Each endpoint's request and answers are in contracts/auth.ts and contracts/customer.ts, built
// from these fields; a form schema that is also the request body is used there as it is. What needs
// no zod (code lengths, the server's messages) is in auth-messages.ts, so a form's page can show
// without loading zod.

export {
  describeRegisterError,
  OTP_LENGTH,
  SERVER_FIELD_TO_FORM_FIELD,
  splitFieldErrors,
  TOKEN_LENGTH,
} from './auth-messages';

export const PASSWORD_COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;
const NAME_CHARACTERS = /^[A-Za-z\s]+$/;
const USERNAME_CHARACTERS = /^[A-Za-z0-9_]+$/;
const PHONE_CHARACTERS = /^[\d+\-\s()]+$/;

export const fullNameSchema = z
  .string({ message: 'Full Name must be at least 3 characters' })
  .min(3, 'Full Name must be at least 3 characters')
  .max(100, 'Full Name must not exceed 100 characters')
  .regex(NAME_CHARACTERS, 'Full Name can only contain letters and spaces');

export const usernameSchema = z
  .string({ message: 'Username must be at least 3 characters' })
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must not exceed 50 characters')
  .regex(USERNAME_CHARACTERS, 'Username can only contain letters, numbers, and underscores');

export const optionalEmailSchema = z.union([z.literal(''), z.email('Invalid email address')]).optional();

export const phoneNumberSchema = z
  .string({ message: 'Phone number must be at least 10 digits' })
  .min(10, 'Phone number must be at least 10 digits')
  .max(15, 'Phone number must not exceed 15 digits')
  .regex(/^\d+$/, 'Phone number can only contain numbers')
  .startsWith('08', "Phone number must start with '08' for Indonesian numbers");

export const passwordSchema = z
  .string({ message: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(100, 'Password must not exceed 100 characters')
  .regex(
    PASSWORD_COMPLEXITY,
    'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character',
  );

/** The register form (spec 1 §5 "Register"). */
export const RegisterFormSchema = z
  .object({
    fullName: fullNameSchema,
    username: usernameSchema,
    email: optionalEmailSchema,
    phoneNumber: phoneNumberSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ message: 'Confirm Password must be at least 8 characters' })
      .min(8, 'Confirm Password must be at least 8 characters'),
    agreed: z.literal(true, { message: 'You must agree to the Terms & Conditions' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** The login form (spec 1 §5 "Login"); the username field also takes a phone number. */
export const LoginFormSchema = z.object({
  username: z.string({ message: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
  remember: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Forgot password step 1 (spec 1 §5 "Forgot password and token"). */
export const ForgotPasswordPhoneSchema = z.object({
  phone: z
    .string({ message: 'Phone number must be at least 10 digits' })
    .min(10, 'Phone number must be at least 10 digits'),
});

/** The 6-box token entry of forgot password step 2. */
export const ResetTokenSchema = z.object({
  token: z
    .string({ message: 'Please enter the complete 6-digit token' })
    .length(TOKEN_LENGTH, 'Please enter the complete 6-digit token')
    .regex(/^\d+$/, 'Please enter the complete 6-digit token'),
});

/** The full reset schema: phone, token, password and its confirmation. */
export const ResetPasswordSchema = z
  .object({
    phone: z.string({ message: 'Phone number is required' }).min(10, 'Phone number is required'),
    token: z.string({ message: 'Token is required' }).min(4, 'Token is required'),
    password: z
      .string({ message: 'Password must be at least 8 characters' })
      .min(8, 'Password must be at least 8 characters')
      .max(100, 'Password must not exceed 100 characters'),
    password_confirmation: z
      .string({ message: 'Password confirmation is required' })
      .min(1, 'Password confirmation is required'),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: "Passwords don't match",
    path: ['password_confirmation'],
    params: { code: 'validation.confirmed' },
  });

/** The new-password form of the reset link (spec 1 §5). */
export const NewPasswordFormSchema = z
  .object({
    password: z
      .string({ message: 'New Password must be at least 8 characters' })
      .min(8, 'New Password must be at least 8 characters')
      .max(100, 'Password must not exceed 100 characters'),
    password_confirmation: z.string({ message: "Passwords don't match" }),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: "Passwords don't match",
    path: ['password_confirmation'],
    params: { code: 'validation.confirmed' },
  });

/** The verification code (spec 1 §5 "Verification and change number"). */
export const OtpSchema = z.object({
  token: z
    .string({ message: 'Please enter the complete OTP code.' })
    .regex(/^\d{6}$/, 'Please enter the complete OTP code.'),
});

/** Change number: both phones given, different, and made of phone characters only. */
export const ChangeNumberSchema = z
  .object({
    current_phone: z
      .string({ message: 'Please enter your current phone number' })
      .trim()
      .min(1, 'Please enter your current phone number')
      .regex(PHONE_CHARACTERS, 'Please enter a valid current phone number'),
    new_phone: z
      .string({ message: 'Please enter a new phone number' })
      .trim()
      .min(1, 'Please enter a new phone number')
      .regex(PHONE_CHARACTERS, 'Please enter a valid new phone number'),
  })
  .refine((form) => form.current_phone !== form.new_phone, {
    message: 'New phone number must be different from current phone number',
    path: ['new_phone'],
    params: { code: 'validation.different' },
  });

/** The profile form's own fields: only the ones that changed are sent (spec 2 §5 "Profile"). */
export const UpdateProfileSchema = z
  .object({ name: fullNameSchema, username: usernameSchema, email: optionalEmailSchema })
  .partial()
  .strict();

/**
 * POST /api/customer/update-profile: the changed profile fields, and a new password with its
 * confirmation (spec 2 §5 "Profile": "Password and confirmation are checked by a schema"). A password
 * change also needs a recent login or `current_password` (apps/api/src/modules/customer/update-profile.ts).
 */
export const UpdateProfileRequestSchema = UpdateProfileSchema.extend({
  /** Saved by the language switch, not by the form (docs/decisions/0048). */
  language: z.enum(LANGUAGES, { message: 'The selected language is invalid.' }).optional(),
  password: passwordSchema.optional(),
  password_confirmation: z.string({ message: "Passwords don't match" }).optional(),
  current_password: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .optional(),
}).superRefine((form, context) => {
  if (form.password !== undefined && form.password !== form.password_confirmation) {
    context.addIssue({
      code: 'custom',
      message: "Passwords don't match",
      path: ['password_confirmation'],
      params: { code: 'validation.confirmed' },
    });
  }
  if (form.password === undefined && form.password_confirmation !== undefined) {
    context.addIssue({
      code: 'custom',
      message: 'The password confirmation is sent with a new password.',
      path: ['password_confirmation'],
      params: { code: 'validation.required_with' },
    });
  }
  if (form.password === undefined && form.current_password !== undefined) {
    context.addIssue({
      code: 'custom',
      message: 'The current password is sent only to change the password.',
      path: ['current_password'],
      params: { code: 'validation.required_with' },
    });
  }
});

/** The change-password form and call: the current password and a new one with the register rules. */
export const ChangePasswordSchema = z
  .object({
    current_password: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required'),
    password: passwordSchema,
    password_confirmation: z.string({ message: "Passwords don't match" }),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: "Passwords don't match",
    path: ['password_confirmation'],
    params: { code: 'validation.confirmed' },
  });
