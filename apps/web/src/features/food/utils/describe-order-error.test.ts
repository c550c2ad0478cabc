import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeOrderError } from './describe-order-error';

const options = {
  labels: { fnbs: 'Food & Drinks', unit_id: 'Unit', promo_code: 'Promo Code' },
  fallback: 'Failed to submit order. Please try again.',
  format: (field: string, message: string) => `${field}: ${message}`,
};

// spec 2 §8 "Food order submit failure: per-field errors shown as 'Field: first message' (the field fnbs
// is named Food & Drinks), else the message, else 'Failed to submit order. Please try again.'".
describe('describeOrderError', () => {
  it.each<[string, unknown, string]>([
    [
      'one field, the whole message',
      new ApiError(422, 'x', { fnbs: ['validation.required'] }, 'F&B items are required'),
      'Food & Drinks: F&B items are required',
    ],
    [
      'a field of a line, named by its list',
      new ApiError(
        422,
        'x',
        { 'fnbs.0.quantity': ['validation.min.numeric'] },
        'fnbs.0.quantity: The quantity must be at least 1.',
      ),
      'Food & Drinks: The quantity must be at least 1.',
    ],
    [
      'several fields, each with its own message',
      new ApiError(
        422,
        'x',
        { unit_id: ['validation.exists'], 'fnbs.1.id': ['validation.numeric'] },
        'unit_id: The selected unit does not exist.; fnbs.1.id: The food item id must be a number.',
      ),
      'Unit: The selected unit does not exist.\nFood & Drinks: The food item id must be a number.',
    ],
    [
      'a field the page has no name for, as the server names it',
      new ApiError(422, 'x', { table_number: ['validation.max.string'] }, 'Too long'),
      'table_number: Too long',
    ],
    [
      'no fields: the server message',
      new ApiError(401, 'x', undefined, 'Please log in to use your reward.'),
      'Please log in to use your reward.',
    ],
    ['no message at all: the fallback', new ApiError(500, 'Server error'), options.fallback],
    ['no answer (offline): the fallback', new ApiError(0, 'Network error'), options.fallback],
    ['not an API error: the fallback', new Error('boom'), options.fallback],
  ])('%s', (_name, error, expected) => {
    expect(describeOrderError(error, options)).toBe(expected);
  });

  it('names each field once, with its first message', () => {
    const error = new ApiError(
      422,
      'x',
      { 'fnbs.0.quantity': ['validation.min.numeric'], 'fnbs.1.quantity': ['validation.max.numeric'] },
      'fnbs.0.quantity: The quantity must be at least 1.; fnbs.1.quantity: The quantity may not be greater than 99.',
    );
    expect(describeOrderError(error, options)).toBe('Food & Drinks: The quantity must be at least 1.');
  });
});
