import { describe, expect, it } from 'vitest';
import type { FoodLine } from './booking-draft';
import {
  type CartItem,
  countFoodItems,
  getFoodQuantity,
  MAX_FOOD_QUANTITY,
  setFoodQuantity,
} from './food-cart';

const teh: CartItem = { id: 1, name: 'Es Teh Manis', price: 8_000, is_available: true };
const kopi: CartItem = { id: 2, name: 'Kopi Susu Gula Aren', price: 22_000, is_available: true };
const soldOut: CartItem = { id: 3, name: 'Pisang Goreng Keju', price: 18_000, is_available: false };

const line = (item: CartItem, quantity: number): FoodLine => ({
  id: item.id,
  name: item.name,
  price: item.price,
  quantity,
});

// spec 2 §5 "Food page": never below zero, zero removes, unavailable items cannot be added.
describe('setFoodQuantity', () => {
  it.each<[string, FoodLine[], CartItem, number, FoodLine[]]>([
    ['adds a new item at the end', [line(teh, 1)], kopi, 1, [line(teh, 1), line(kopi, 1)]],
    ['changes a quantity in place', [line(teh, 1), line(kopi, 1)], teh, 3, [line(teh, 3), line(kopi, 1)]],
    ['removes an item at zero', [line(teh, 1), line(kopi, 2)], teh, 0, [line(kopi, 2)]],
    ['never goes below zero', [line(teh, 1)], teh, -4, []],
    ['ignores a decrease of an item not in the cart', [line(teh, 1)], kopi, -1, [line(teh, 1)]],
    ['drops fractions', [], teh, 2.7, [line(teh, 2)]],
    ['reads NaN as zero', [line(teh, 2)], teh, Number.NaN, []],
    ['caps at the most the server accepts', [], teh, 500, [line(teh, MAX_FOOD_QUANTITY)]],
    ['cannot add a sold-out item', [line(teh, 1)], soldOut, 1, [line(teh, 1)]],
    ['cannot raise a sold-out item already in the cart', [line(soldOut, 1)], soldOut, 2, [line(soldOut, 1)]],
    ['can still lower a sold-out item until it leaves', [line(soldOut, 2)], soldOut, 1, [line(soldOut, 1)]],
    ['can still remove a sold-out item', [line(soldOut, 1), line(teh, 1)], soldOut, 0, [line(teh, 1)]],
  ])('%s', (_name, lines, item, quantity, expected) => {
    expect(setFoodQuantity(lines, item, quantity)).toEqual(expected);
  });

  it('takes the name and price from the menu item', () => {
    const stale = [{ ...line(teh, 1), price: 5_000, name: 'Old name' }];
    expect(setFoodQuantity(stale, teh, 2)).toEqual([line(teh, 2)]);
  });

  it('answers the same array when nothing changes, so a store can skip the update', () => {
    const lines = [line(teh, 1)];
    expect(setFoodQuantity(lines, teh, 1)).toBe(lines);
    expect(setFoodQuantity(lines, soldOut, 1)).toBe(lines);
  });
});

describe('getFoodQuantity and countFoodItems', () => {
  it('reads the quantity of one item, zero when absent, and the total', () => {
    const lines = [line(teh, 2), line(kopi, 3)];
    expect(getFoodQuantity(lines, kopi.id)).toBe(3);
    expect(getFoodQuantity(lines, soldOut.id)).toBe(0);
    expect(countFoodItems(lines)).toBe(5);
    expect(countFoodItems([])).toBe(0);
  });
});
