import { describe, expect, it } from 'vitest';
import { compareUnitNames, findFirstNumber, sortByUnitName } from './pricelist';

describe('findFirstNumber', () => {
  it.each([
    ['PS5 Regular 1', 5],
    ['VIP 2', 2],
    ['Unit 007', 7],
    ['Lounge', null],
    ['', null],
    ['12 Monkeys 3', 12],
  ])('%j → %j', (name, expected) => {
    expect(findFirstNumber(name)).toBe(expected);
  });
});

describe('compareUnitNames (spec 1 §9 pricelist order)', () => {
  it.each([
    ['Lounge', 'VIP 1', -1],
    ['VIP 1', 'Lounge', 1],
    ['VIP 2', 'VIP 10', -1],
    ['VIP 10', 'VIP 2', 1],
    ['Alpha 3', 'Beta 3', -1],
    ['Beta 3', 'Alpha 3', 1],
    ['Arcade', 'Bar', -1],
    ['VIP 1', 'VIP 1', 0],
  ])('%j vs %j', (a, b, sign) => {
    expect(Math.sign(compareUnitNames(a, b))).toBe(sign);
  });

  it('sorts a room the way the pricelist shows it', () => {
    const names = ['VVIP 2', 'Couch', 'VIP 10', 'PS4 Regular 1', 'VIP 1', 'Arcade'];
    expect(sortByUnitName(names, (name) => name)).toEqual([
      'Arcade',
      'Couch',
      'VIP 1',
      'VVIP 2',
      'PS4 Regular 1', // its first number is 4
      'VIP 10',
    ]);
  });
});
