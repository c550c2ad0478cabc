/** The first whole number in a unit name ('PS5 Regular 12' → 5), or null when it has none. */
export function findFirstNumber(name: string): number | null {
  const match = /\d+/.exec(name);
  return match ? Number(match[0]) : null;
}

/**
 * Pricelist order (spec 1 §9): by the first number in the unit name; names without a number come
 * first; ties are broken by name.
 */
export function compareUnitNames(a: string, b: string): number {
  const first = findFirstNumber(a);
  const second = findFirstNumber(b);
  if (first === null && second !== null) return -1;
  if (first !== null && second === null) return 1;
  if (first !== null && second !== null && first !== second) return first - second;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortByUnitName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareUnitNames(nameOf(a), nameOf(b)));
}
