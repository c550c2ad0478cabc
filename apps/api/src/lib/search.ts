import { type Column, ilike, like, or, type SQL } from 'drizzle-orm';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An ILIKE pattern finding `search` anywhere, its wildcards taken literally. */
export const containsPattern = (search: string) => `%${escapeLike(search)}%`;

/**
 * The staff lists' `search`: text found in any of `textColumns` (any case), or, when it reads as a
 * phone of 3 digits or more, in `phoneColumn` (stored 62…; a typed 08… is looked up as 628…).
 */
export function matchTextOrPhone(
  search: string,
  columns: { textColumns: readonly Column[]; phoneColumn: Column },
): SQL {
  const text = containsPattern(search);
  const matches = columns.textColumns.map((column) => ilike(column, text));
  const digits = search.replace(/[\s\-().+]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    matches.push(like(columns.phoneColumn, `%${digits}%`));
    if (digits.startsWith('0')) matches.push(like(columns.phoneColumn, `62${digits.slice(1)}%`));
  }
  return or(...matches) as SQL;
}
