import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { collectServerFieldErrors, serverFieldMapper } from '@/lib/form-errors';

const toRegisterField = serverFieldMapper(['fullName', 'username', 'confirmPassword'], {
  name: 'fullName',
  password_confirmation: 'confirmPassword',
});

describe('serverFieldMapper', () => {
  it.each([
    { serverField: 'username', formField: 'username', why: 'a field of the same name' },
    { serverField: 'name', formField: 'fullName', why: 'a renamed field' },
    { serverField: 'password_confirmation', formField: 'confirmPassword', why: 'another renamed field' },
    { serverField: 'email', formField: null, why: 'a field the form does not have' },
    { serverField: 'fullName', formField: 'fullName', why: "the form's own name of a renamed field" },
  ])('$why: $serverField → $formField', ({ serverField, formField }) => {
    expect(toRegisterField(serverField)).toBe(formField);
  });
});

const describeCode = (field: string, code: string) => `${field} broke ${code}`;

describe('collectServerFieldErrors', () => {
  it.each([
    {
      why: 'rule codes are described, other texts kept, the first code of a field only',
      error: new ApiError(422, 'Invalid', {
        username: ['validation.unique', 'validation.min'],
        name: ['Too short'],
      }),
      expected: { username: 'username broke validation.unique', fullName: 'Too short' },
    },
    {
      why: 'fields the form does not have are left out',
      error: new ApiError(422, 'Invalid', { email: ['validation.email'] }),
      expected: {},
    },
    {
      why: "without `errors`, a 422 message of 'field: message' parts is split",
      error: new ApiError(422, 'x', undefined, 'username: Taken; password_confirmation: No match'),
      expected: { username: 'Taken', confirmPassword: 'No match' },
    },
    {
      why: 'another status gives no field message',
      error: new ApiError(500, 'x', undefined, 'username: Taken'),
      expected: {},
    },
    { why: 'a failure that is not an API answer gives none', error: new Error('offline'), expected: {} },
  ])('$why', ({ error, expected }) => {
    expect(collectServerFieldErrors(error, { toFormField: toRegisterField, describe: describeCode })).toEqual(
      expected,
    );
  });
});
