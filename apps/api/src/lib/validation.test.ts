import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnstorableFields, hasUnstorableCharacter, summariseIssues } from './validation';

describe('hasUnstorableCharacter', () => {
  it.each([
    ['plain text', false],
    ['', false],
    ['Rina 😀 Kartika', false], // a surrogate pair is one well-formed character
    ['ÄÖÜ ñ 漢字', false],
    ['\u0001\u001f\u007f', false], // other control characters PostgreSQL stores
    ['\u0000', true],
    ['a\u0000b', true],
    ['\ud800', true], // high surrogate alone
    ['x\udfffy', true], // low surrogate alone
    ['\udc00\ud800', true], // a pair in the wrong order
    ['😀'.slice(0, 1), true], // half of an emoji
  ])('%j → %s', (text, expected) => {
    expect(hasUnstorableCharacter(text)).toBe(expected);
  });
});

describe('findUnstorableFields', () => {
  it('names each field whose value or key the database cannot store', () => {
    expect(
      findUnstorableFields({
        name: 'Rina\u0000',
        notes: 'ok',
        fnbs: [{ id: 1 }, { id: 2, note: '\ud800' }],
        'bad\u0000key': 1,
        nested: { deeper: ['fine', 'x\udc00'] },
      }),
    ).toEqual(['name', 'fnbs.1.note', 'bad\\u0000key', 'nested.deeper.1']);
  });

  it('names a bare string body "_"', () => {
    expect(findUnstorableFields('\u0000')).toEqual(['_']);
  });

  it.each([[undefined], [null], [42], [true], [{ a: 1, b: [1, 'two'] }], ['😀']])('passes %j', (input) => {
    expect(findUnstorableFields(input)).toEqual([]);
  });

  it('walks very deep input without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findUnstorableFields(deep)).toHaveLength(1);
  });

  it('reports at most 20 fields', () => {
    expect(findUnstorableFields(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('summariseIssues', () => {
  const Profile = z.strictObject({ name: z.string().min(1), address: z.strictObject({ city: z.string() }) });
  const summarise = (input: unknown) => summariseIssues(Profile.safeParse(input).error?.issues ?? []);

  it.each([
    [
      'keys the schema does not know, each named',
      { name: 'Rina', address: { city: 'Bandung', zip: 1 }, password: 'x', password_confirmation: 'x' },
      {
        password: ['validation.prohibited'],
        password_confirmation: ['validation.prohibited'],
        'address.zip': ['validation.prohibited'],
      },
    ],
    ['a missing field', { address: { city: 'Bandung' } }, { name: ['validation.required'] }],
    ['a body that is not an object', 'text', { _: ['validation.required'] }],
  ])('%s', (_, input, errors) => {
    const summary = summarise(input);
    expect(summary.errors).toEqual(errors);
    expect(summary.message.in(null)).not.toMatch(/(^|; )_:/);
  });

  it('says a prohibited key in a sentence after its name', () => {
    expect(summarise({ name: 'Rina', address: { city: 'Bandung' }, password: 'x' }).message.in(null)).toBe(
      'password: The password field is prohibited',
    );
  });

  it("keeps the schema's own message in English and says the rule in Indonesian", () => {
    const summary = summarise({ address: { city: 'Bandung' } });
    expect(summary.message.in('en')).toBe(summary.message.in(null));
    expect(summary.message.in('id')).toBe('name: Kolom ini wajib diisi.');
  });
});
