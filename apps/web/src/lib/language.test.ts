import { describe, expect, it } from 'vitest';
import { catalogueLanguageOf, dateLanguageOf, resolveChoice, sideOf, spokenLanguageOf } from '@/lib/language';

// docs/decisions/0048: the device's choice, else the account's, else the side's default.
describe('the language in force', () => {
  it.each([
    ['id', 'en', 'id'],
    ['en', 'id', 'en'],
    [null, 'id', 'id'],
    [null, 'en', 'en'],
    [null, null, null],
    [null, undefined, null],
  ] as const)('device %s over account %s: %s', (device, account, expected) => {
    expect(resolveChoice(device, account)).toBe(expected);
  });

  it.each([
    ['/', 'customer'],
    ['/rent', 'customer'],
    ['/administrator', 'customer'],
    ['/admin', 'staff'],
    ['/admin/', 'staff'],
    ['/admin/board', 'staff'],
  ] as const)('%s is the %s side', (pathname, side) => {
    expect(sideOf(pathname)).toBe(side);
  });

  it.each([
    [null, 'customer', 'en'],
    [null, 'staff', 'id'],
    ['id', 'customer', 'id'],
    ['id', 'staff', 'id'],
    ['en', 'customer', 'en-x-chosen'],
    ['en', 'staff', 'en-x-chosen'],
  ] as const)('choice %s on the %s side shows the %s catalogue', (choice, side, catalogue) => {
    expect(catalogueLanguageOf(choice, side)).toBe(catalogue);
  });

  it.each([
    ['en', 'en', 'id'],
    ['id', 'id', 'id'],
    ['en-x-chosen', 'en', 'en'],
  ] as const)('the %s catalogue is written in %s, its long dates in %s', (catalogue, spoken, dates) => {
    expect(spokenLanguageOf(catalogue)).toBe(spoken);
    expect(dateLanguageOf(catalogue)).toBe(dates);
  });
});
