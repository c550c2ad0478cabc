import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clockTimeField, venueDateField, venueDateTimeField } from './date-fields';

const messages = { required: 'required', invalid: 'invalid' };

function outcome(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? '?');
}

describe('venueDateField', () => {
  const field = venueDateField(messages);
  it.each([
    ['2027-01-15', 'ok'],
    ['2000-01-01', 'ok'], // first venue year
    ['2099-12-31', 'ok'], // last venue year
    ['2028-02-29', 'ok'], // leap day
    ['1999-12-31', 'invalid'],
    ['2100-01-01', 'invalid'],
    ['9999-12-31', 'invalid'],
    ['0000-01-01', 'invalid'],
    ['2027-13-01', 'invalid'],
    ['2027-00-01', 'invalid'],
    ['2027-02-29', 'invalid'],
    ['2027-02-30', 'invalid'],
    ['2027-04-31', 'invalid'],
    ['2027-01-32', 'invalid'],
    ['+02027-01-01', 'invalid'],
    ['2027-01-01 ', 'invalid'],
    ['2027-01-01T00:00', 'invalid'],
    ['2027-01-01\u0000', 'invalid'],
    ['', 'invalid'],
    [undefined, 'required'],
    [20270101, 'required'],
  ])('%j → %s', (value, expected) => {
    expect(outcome(field, value)).toBe(expected);
  });

  it('answers the rule code validation.date_format', () => {
    const result = field.safeParse('2027-13-01');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { code: 'validation.date_format' },
    });
  });

  it('stops its object before an object rule reads the bad date', () => {
    let seen = 0;
    const range = z.object({ start: field, end: field }).refine(() => {
      seen += 1;
      return true;
    });
    expect(range.safeParse({ start: '2027-13-01', end: '2027-01-02' }).success).toBe(false);
    expect(seen).toBe(0);
    expect(range.safeParse({ start: '2027-01-01', end: '2027-01-02' }).success).toBe(true);
    expect(seen).toBe(1);
  });
});

describe('clockTimeField', () => {
  const field = clockTimeField(messages);
  it.each([
    ['00:00', 'ok'],
    ['14:30', 'ok'],
    ['23:59', 'ok'],
    ['24:00', 'invalid'],
    ['23:60', 'invalid'],
    ['23:61', 'invalid'],
    ['25:00', 'invalid'],
    ['-1:00', 'invalid'],
    ['9:00', 'invalid'],
    ['09:00:00', 'invalid'],
    ['09:00\u0000', 'invalid'],
    [null, 'required'],
  ])('%j → %s', (value, expected) => {
    expect(outcome(field, value)).toBe(expected);
  });
});

describe('venueDateTimeField', () => {
  const field = venueDateTimeField(messages);
  it.each([
    ['2027-01-15 14:00', 'ok'],
    ['2099-12-31 23:30', 'ok'],
    ['2000-01-01 00:00', 'ok'],
    ['9999-12-31 23:30', 'invalid'],
    ['2100-01-01 00:30', 'invalid'],
    ['1999-12-31 23:30', 'invalid'],
    ['2027-13-01 14:00', 'invalid'],
    ['2027-02-30 14:00', 'invalid'],
    ['2027-01-15 24:00', 'invalid'],
    ['2027-01-15 23:61', 'invalid'],
    ['2027-01-15T14:00', 'invalid'],
    ['2027-01-15  14:00', 'invalid'],
    ['2027-01-15 14:00 ', 'invalid'],
    ['2027-01-15 14:00:00', 'invalid'],
    ['2027-01-15', 'invalid'],
    ['', 'invalid'],
    [undefined, 'required'],
  ])('%j → %s', (value, expected) => {
    expect(outcome(field, value)).toBe(expected);
  });
});
