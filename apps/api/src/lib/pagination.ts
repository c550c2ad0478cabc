import { z } from 'zod';

export const MAX_PER_PAGE = 100;

/** `?page=&per_page=` of a paginated list: whole numbers, page ≥ 1, per_page 1..100. */
export function paginationQuery(defaultPerPage: number) {
  return z.object({
    page: z.coerce
      .number({ message: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be at least 1.')
      .max(1_000_000, 'The page is too large.')
      .default(1),
    per_page: z.coerce
      .number({ message: 'The per page must be a number.' })
      .int('The per page must be a whole number.')
      .min(1, 'The per page must be at least 1.')
      .max(MAX_PER_PAGE, `The per page may not be greater than ${MAX_PER_PAGE}.`)
      .default(defaultPerPage),
  });
}

/** Laravel's paginator shape, which the web app reads (spec 1 §3 Game, spec 2 §3 Pagination). */
export function toPaginator<T>(page: number, perPage: number, total: number, data: T[]) {
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
