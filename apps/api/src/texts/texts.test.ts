import { BOOKING_MESSAGES, findRewardTimeProblem } from '@ruangmain/domain/bookings';
import { DESK_MESSAGES } from '@ruangmain/domain/desk';
import { KITCHEN_MESSAGES } from '@ruangmain/domain/desk-kitchen';
import { PROMO_MESSAGES, PROMO_RULE_MESSAGES } from '@ruangmain/domain/promos';
import { REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import { describe, expect, it } from 'vitest';
import { fromDomainText } from './domain-text';
import { ENGLISH_TEXTS, type TextKey } from './english';
import { INDONESIAN_TEXTS } from './indonesian';
import { apiText, fieldText, findText, joinTexts } from './local-text';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const keys = Object.keys(ENGLISH_TEXTS) as TextKey[];

describe('the API catalogues (docs/decisions/0050)', () => {
  it('hold the same keys in both languages', () => {
    expect(Object.keys(INDONESIAN_TEXTS).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s has a text and the same placeholders in both languages', (key) => {
    expect(ENGLISH_TEXTS[key].trim()).not.toBe('');
    expect(INDONESIAN_TEXTS[key].trim()).not.toBe('');
    expect(placeholders(INDONESIAN_TEXTS[key])).toEqual(placeholders(ENGLISH_TEXTS[key]));
  });

  it("says the spec's texts exactly when no language is asked for", () => {
    expect(findText('booking.unitBooked', null)).toBe(BOOKING_MESSAGES.unitBooked);
    expect(findText('reward.used', null)).toBe(REWARD_MESSAGES.used);
    expect(findText('promo.notFound', null)).toBe(PROMO_MESSAGES.notFound);
    expect(findText('promo.notFound', 'en')).toBe('The promo you entered was not found');
    expect(findText('promo.notFound', 'id')).toBe(PROMO_MESSAGES.notFound);
  });

  it('fills placeholders, with texts of their own in the same language', () => {
    const text = apiText('request.tooManyAttempts', { wait: apiText('wait.minutes', { count: 2 }) });
    expect(text.in(null)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(text.in('id')).toBe('Terlalu banyak percobaan. Coba lagi dalam 2 menit.');
    const fields = joinTexts([
      fieldText('phone', apiText('auth.newPhoneInUse')),
      fieldText('name', apiText('rule.required')),
    ]);
    expect(fields.in('id')).toBe('phone: Nomor HP ini sudah dipakai.; name: Kolom ini wajib diisi.');
  });
});

describe('fromDomainText', () => {
  // What the domain's rule finders answer: each is named back by its key and so follows the language.
  it.each([
    ...Object.values(REWARD_MESSAGES),
    ...Object.values(DESK_MESSAGES),
    ...Object.values(PROMO_MESSAGES),
    PROMO_RULE_MESSAGES.roomOnly,
    PROMO_RULE_MESSAGES.fnbOnly,
    PROMO_RULE_MESSAGES.minSpend(50_000),
    PROMO_RULE_MESSAGES.perCustomer(2),
    KITCHEN_MESSAGES.moved('served', 'new'),
    findRewardTimeProblem({ startTime: '23:00', requiredHours: 3, allowedDurations: [1, 2] }) ?? '',
  ])('names %j back by its key', (message) => {
    const text = fromDomainText(message);
    expect(text.key).not.toBe('untranslated');
    expect(text.in(null)).toBe(message);
    expect(text.in('id')).not.toMatch(/\{\w+\}/);
  });

  it('says a promo rule with its value in English', () => {
    expect(fromDomainText(PROMO_RULE_MESSAGES.minSpend(50_000)).in('en')).toBe(
      'A minimum spend of Rp50.000 is needed to use this promo',
    );
  });
});
