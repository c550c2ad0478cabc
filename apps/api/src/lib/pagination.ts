import type { paginatorSchema } from '@ruangmain/domain/contracts/common';
import type { z } from 'zod';

/** A page in the contract's paginator shape, holding `T`s. */
export type Paginator<T> = Omit<z.output<ReturnType<typeof paginatorSchema>>, 'data'> & { data: T[] };

/** Laravel's paginator shape, which the web app reads (spec 1 §3 Game, spec 2 §3 Pagination). */
export function toPaginator<T>(page: number, perPage: number, total: number, data: T[]): Paginator<T> {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + data.length - 1,
    data,
  };
}
