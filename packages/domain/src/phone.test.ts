import { describe, expect, it } from 'vitest';
import {
  formatLocalPhone,
  formatPhoneForDisplay,
  isPlaceholderPhone,
  normalizePhone,
  sanitizePhoneInput,
} from './phone';

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['(0812) 3456 7890', '6281234567890'],
    ['0812345678', '62812345678'], // shortest: 10 digits in 08 form
    ['08123456789012', '628123456789012'], // longest: 14 digits in 08 form
    ['081234567', null], // too short
    ['081234567890123', null], // too long
    ['0212345678', null], // a landline, not WhatsApp
    ['81234567890', null], // no prefix
    ['', null],
    ['08abc4567890', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('formatLocalPhone', () => {
  it.each([
    ['6281234567890', '081234567890'],
    ['081234567890', '081234567890'],
  ])('%s → %s', (input, expected) => {
    expect(formatLocalPhone(input)).toBe(expected);
  });
});

describe('sanitizePhoneInput (spec 1 §5: digits only, 14 characters)', () => {
  it.each([
    ['0812-3456-7890', '081234567890'],
    ['+62 812', '62812'],
    ['081234567890123456', '08123456789012'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizePhoneInput(input)).toBe(expected);
  });
});

describe('formatPhoneForDisplay (one format on every screen, issue 29)', () => {
  it.each([
    ['6281234567890', '081234567890'],
    ['081234567890', '081234567890'],
    ['+62 812-3456-7890', '081234567890'],
    ['620000000000', ''], // a staff placeholder, stored
    ['620000000049', ''],
    ['00000000000', ''], // a staff placeholder, as the people list formats it
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['0212345678', '0212345678'], // not a mobile number: as written
    ['+6281200000000', '081200000000'],
  ])('%j → %j', (input, expected) => {
    expect(formatPhoneForDisplay(input)).toBe(expected);
  });
});

describe('isPlaceholderPhone', () => {
  it.each([
    ['620000000000', true],
    ['00000000007', true],
    ['6281234567890', false],
    ['081234567890', false],
    ['0212345678', false],
  ])('%s → %s', (input, expected) => {
    expect(isPlaceholderPhone(input)).toBe(expected);
  });
});
