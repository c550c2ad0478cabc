import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangeNumberSchema,
  ChangePasswordSchema,
  describeRegisterError,
  ForgotPasswordPhoneSchema,
  LoginFormSchema,
  NewPasswordFormSchema,
  OtpSchema,
  RegisterFormSchema,
  ResetPasswordSchema,
  ResetTokenSchema,
  splitFieldErrors,
  UpdateProfileSchema,
} from './auth-schemas';
import { LoginRequestSchema, RegisterRequestSchema } from './contracts/auth';

/** The first message under each field, as the forms show them. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}

const validRegister = {
  fullName: 'Budi Santoso',
  username: 'budi_s',
  email: '',
  phoneNumber: '081234567890',
  password: 'Rahasia#123',
  confirmPassword: 'Rahasia#123',
  agreed: true,
};

describe('RegisterFormSchema (spec 1 §5 Register)', () => {
  it('accepts a valid form, with or without an email', () => {
    expect(RegisterFormSchema.safeParse(validRegister).success).toBe(true);
    expect(RegisterFormSchema.safeParse({ ...validRegister, email: 'budi@example.id' }).success).toBe(true);
    expect(RegisterFormSchema.safeParse({ ...validRegister, email: undefined }).success).toBe(true);
  });

  it.each([
    ['fullName', 'Bu', 'Full Name must be at least 3 characters'],
    ['fullName', 'B'.repeat(101), 'Full Name must not exceed 100 characters'],
    ['fullName', 'Budi 2', 'Full Name can only contain letters and spaces'],
    ['username', 'bu', 'Username must be at least 3 characters'],
    ['username', 'b'.repeat(51), 'Username must not exceed 50 characters'],
    ['username', 'budi-s', 'Username can only contain letters, numbers, and underscores'],
    ['email', 'budi@', 'Invalid email address'],
    ['phoneNumber', '081234567', 'Phone number must be at least 10 digits'],
    ['phoneNumber', '0812345678901234', 'Phone number must not exceed 15 digits'],
    ['phoneNumber', '0812-3456789', 'Phone number can only contain numbers'],
    ['phoneNumber', '6281234567890', "Phone number must start with '08' for Indonesian numbers"],
    ['password', 'Ra#1', 'Password must be at least 8 characters'],
    ['password', `Ra#1${'a'.repeat(97)}`, 'Password must not exceed 100 characters'],
    [
      'password',
      'rahasia123',
      'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character',
    ],
    ['confirmPassword', 'Rahasia', 'Confirm Password must be at least 8 characters'],
    ['confirmPassword', 'Rahasia#124', "Passwords don't match"],
    ['agreed', false, 'You must agree to the Terms & Conditions'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesOf(RegisterFormSchema, { ...validRegister, [field]: value })[field]).toBe(message);
  });

  it('keeps the edges: 3 and 100 characters of name, 10 and 15 digits of phone, 8 and 100 of password', () => {
    for (const patch of [
      { fullName: 'Abi' },
      { fullName: 'A'.repeat(100) },
      { username: 'abc' },
      { username: 'a'.repeat(50) },
      { phoneNumber: '0812345678' },
      { phoneNumber: '081234567890123' },
      { password: 'Ra#45678', confirmPassword: 'Ra#45678' },
      { password: `Ra#1${'a'.repeat(96)}`, confirmPassword: `Ra#1${'a'.repeat(96)}` },
    ]) {
      expect(
        RegisterFormSchema.safeParse({ ...validRegister, ...patch }).success,
        JSON.stringify(patch),
      ).toBe(true);
    }
  });
});

describe('RegisterRequestSchema (server names)', () => {
  const body = {
    name: 'Budi Santoso',
    username: 'budi_s',
    phone: '081234567890',
    password: 'Rahasia#123',
    password_confirmation: 'Rahasia#123',
  };
  it('accepts the server payload and refuses a mismatched confirmation', () => {
    expect(RegisterRequestSchema.safeParse(body).success).toBe(true);
    expect(
      messagesOf(RegisterRequestSchema, { ...body, password_confirmation: 'x' }).password_confirmation,
    ).toBe('Password confirmation does not match');
  });
});

describe('login (spec 1 §5 Login)', () => {
  it.each([
    [{ username: '', password: 'x' }, 'username', 'Username is required'],
    [{ username: '   ', password: 'x' }, 'username', 'Username is required'],
    [{ username: 'budi', password: '' }, 'password', 'Password is required'],
    [{}, 'username', 'Username is required'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(messagesOf(LoginFormSchema, input)[field]).toBe(message);
  });

  it('the call takes identifier or username', () => {
    expect(LoginRequestSchema.safeParse({ identifier: '081234567890', password: 'x' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ username: 'budi', password: 'x' }).success).toBe(true);
    expect(messagesOf(LoginRequestSchema, { password: 'x' }).username).toBe('Username is required');
  });
});

describe('forgot password and token (spec 1 §5)', () => {
  it.each([
    [ForgotPasswordPhoneSchema, { phone: '081234567' }, 'phone', 'Phone number must be at least 10 digits'],
    [ResetTokenSchema, { token: '12345' }, 'token', 'Please enter the complete 6-digit token'],
    [ResetTokenSchema, { token: '12345a' }, 'token', 'Please enter the complete 6-digit token'],
    [
      ResetPasswordSchema,
      { phone: '0812', token: '123456', password: 'abcdefgh', password_confirmation: 'abcdefgh' },
      'phone',
      'Phone number is required',
    ],
    [
      ResetPasswordSchema,
      { phone: '081234567890', token: '123', password: 'abcdefgh', password_confirmation: 'abcdefgh' },
      'token',
      'Token is required',
    ],
    [
      ResetPasswordSchema,
      { phone: '081234567890', token: '123456', password: 'abc', password_confirmation: 'abc' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      ResetPasswordSchema,
      { phone: '081234567890', token: '123456', password: 'abcdefgh', password_confirmation: '' },
      'password_confirmation',
      'Password confirmation is required',
    ],
    [
      ResetPasswordSchema,
      { phone: '081234567890', token: '123456', password: 'abcdefgh', password_confirmation: 'abcdefgi' },
      'password_confirmation',
      "Passwords don't match",
    ],
    [
      NewPasswordFormSchema,
      { password: 'abc', password_confirmation: 'abc' },
      'password',
      'New Password must be at least 8 characters',
    ],
    [
      NewPasswordFormSchema,
      { password: 'abcdefgh', password_confirmation: 'abcdefgi' },
      'password_confirmation',
      "Passwords don't match",
    ],
  ] as const)('%#: %s', (schema, input, field, message) => {
    expect(messagesOf(schema as z.ZodType, input)[field]).toBe(message);
  });

  it('accepts a 6-digit token and a 4-character token in the full schema', () => {
    expect(ResetTokenSchema.safeParse({ token: '012345' }).success).toBe(true);
    expect(
      ResetPasswordSchema.safeParse({
        phone: '081234567890',
        token: '1234',
        password: 'abcdefgh',
        password_confirmation: 'abcdefgh',
      }).success,
    ).toBe(true);
  });
});

describe('verification and change number (spec 1 §5)', () => {
  it.each([
    [OtpSchema, { token: '12345' }, 'token', 'Please enter the complete OTP code.'],
    [OtpSchema, { token: '1234567' }, 'token', 'Please enter the complete OTP code.'],
    [OtpSchema, { token: 'abcdef' }, 'token', 'Please enter the complete OTP code.'],
    [
      ChangeNumberSchema,
      { current_phone: '', new_phone: '0812' },
      'current_phone',
      'Please enter your current phone number',
    ],
    [
      ChangeNumberSchema,
      { current_phone: '0812', new_phone: '' },
      'new_phone',
      'Please enter a new phone number',
    ],
    [
      ChangeNumberSchema,
      { current_phone: '0812', new_phone: '0812' },
      'new_phone',
      'New phone number must be different from current phone number',
    ],
    [
      ChangeNumberSchema,
      { current_phone: '08a12', new_phone: '0813' },
      'current_phone',
      'Please enter a valid current phone number',
    ],
    [
      ChangeNumberSchema,
      { current_phone: '0812', new_phone: '08#13' },
      'new_phone',
      'Please enter a valid new phone number',
    ],
  ] as const)('%#: %s', (schema, input, field, message) => {
    expect(messagesOf(schema as z.ZodType, input)[field]).toBe(message);
  });

  it('accepts phone punctuation in change number', () => {
    expect(
      ChangeNumberSchema.safeParse({ current_phone: '+62 (812) 3456-7890', new_phone: '0813 1111 2222' })
        .success,
    ).toBe(true);
  });
});

describe('profile', () => {
  it('takes only the changed fields and refuses unknown ones', () => {
    expect(UpdateProfileSchema.safeParse({ name: 'Budi Baru' }).success).toBe(true);
    expect(UpdateProfileSchema.safeParse({}).success).toBe(true);
    expect(UpdateProfileSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(UpdateProfileSchema.safeParse({ total_points: 999 }).success).toBe(false);
  });

  it('checks the new password with the register rules', () => {
    const base = { current_password: 'old', password: 'Rahasia#123', password_confirmation: 'Rahasia#123' };
    expect(ChangePasswordSchema.safeParse(base).success).toBe(true);
    expect(
      messagesOf(ChangePasswordSchema, { ...base, password_confirmation: 'x' }).password_confirmation,
    ).toBe("Passwords don't match");
    expect(messagesOf(ChangePasswordSchema, { ...base, current_password: '' }).current_password).toBe(
      'Current password is required',
    );
  });
});

describe('server error mapping (spec 1 §5)', () => {
  it.each([
    ['email', 'validation.unique', 'Email address is already registered'],
    ['username', 'validation.unique', 'Username is already taken'],
    ['phone', 'validation.unique', 'Phone number is already registered'],
    [
      'password',
      'validation.regex',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['email', 'validation.email', 'Please enter a valid email address'],
    ['password_confirmation', 'validation.confirmed', 'Password confirmation does not match'],
  ])('%s %s → %s', (field, code, message) => {
    expect(describeRegisterError(field, code)).toBe(message);
  });

  it("splits 'field: message; field: message'", () => {
    expect(
      splitFieldErrors('phone: Phone number is already registered; username: Username is already taken'),
    ).toEqual({
      phone: 'Phone number is already registered',
      username: 'Username is already taken',
    });
    expect(splitFieldErrors('Something went wrong')).toEqual({});
  });
});
