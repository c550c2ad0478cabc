/**
 * The food and drinks a booking or an order carries (spec 2 §5 "Food page"): quantities never go
 * below zero, an item at zero leaves the cart, and an item that is not available cannot be added.
 * The wizard's Food step and the food-drinks page share these rules.
 */
import type { FoodLine } from './booking-draft';

/** What a menu item must say for the cart (spec 2 §3 "Food item"). */
export type CartItem = { id: number; name: string; price: number; is_available: boolean };

/** The most of one item a booking accepts; the server refuses more (book-room fnbs.quantity max 99). */
export const MAX_FOOD_QUANTITY = 99;

/** The quantity of an item in the cart, 0 when it is not there. */
export function getFoodQuantity(lines: readonly FoodLine[], itemId: number): number {
  return lines.find((line) => line.id === itemId)?.quantity ?? 0;
}

/**
 * The cart with `item` set to `quantity`, clamped to 0..MAX_FOOD_QUANTITY. Zero removes the line; a sold-out
 * item may go down (to leave the cart) but never up. Returns the same array when nothing changes.
 */
export function setFoodQuantity(lines: readonly FoodLine[], item: CartItem, quantity: number): FoodLine[] {
  const current = getFoodQuantity(lines, item.id);
  const wanted = Math.min(
    MAX_FOOD_QUANTITY,
    Math.max(0, Math.trunc(Number.isFinite(quantity) ? quantity : 0)),
  );
  const next = !item.is_available && wanted > current ? current : wanted;
  if (next === current) return lines as FoodLine[];
  if (next === 0) return lines.filter((line) => line.id !== item.id);
  const line: FoodLine = { id: item.id, name: item.name, price: item.price, quantity: next };
  return current === 0
    ? [...lines, line]
    : lines.map((existing) => (existing.id === item.id ? line : existing));
}

/** How many items the cart holds in all (the summary's count). */
export function countFoodItems(lines: readonly FoodLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
