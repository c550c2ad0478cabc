import { useEffect, useRef, useState } from 'react';

/**
 * The orders that arrived since the screen first loaded its queue: ids not seen before. The first
 * answer is what was already there, so it announces nothing.
 */
export function useNewOrders<T extends { id: number }>(orders: readonly T[] | undefined): T[] {
  const seen = useRef<Set<number> | null>(null);
  const [arrived, setArrived] = useState<T[]>([]);
  useEffect(() => {
    if (!orders) return;
    if (seen.current === null) {
      seen.current = new Set(orders.map((order) => order.id));
      return;
    }
    const known = seen.current;
    const fresh = orders.filter((order) => !known.has(order.id));
    for (const order of fresh) known.add(order.id);
    if (fresh.length > 0) setArrived((previous) => [...fresh, ...previous]);
  }, [orders]);
  return arrived;
}
