import type { NamedRef } from '@ruangmain/domain/contracts/admin-catalogue';

/** A cell listing names (a game's genres, a room's consoles), or a dash. */
export function NamedList({ items, empty }: { items: readonly NamedRef[]; empty: string }) {
  if (items.length === 0) return <span className="text-muted">{empty}</span>;
  return <span className="text-sm">{items.map((item) => item.name).join(', ')}</span>;
}
