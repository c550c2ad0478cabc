// The calls every back-office collection makes (GET list, GET one, POST, PATCH, DELETE, reorder) under
// /api/admin/{collection}, with their TanStack Query hooks. A screen names its collection and its
// contract types; nothing here knows a particular collection.
import type { DeleteResponse } from '@ruangmain/domain/contracts/admin-collection-parts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A page of a list, in the API's paginator shape. */
export type Page<Item> = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  data: Item[];
};

/** What a list asks for: the table's search, sort, page, and any filter of the screen. */
export type ListQuery = {
  search: string;
  sort: string;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
} & Record<string, string | number | undefined>;

/** Every key under 'manage' is the back office's; a write drops them all (lists show counts). */
export const manageKeys = {
  all: () => ['manage'] as const,
  list: (collection: string, query: ListQuery) => ['manage', collection, 'list', query] as const,
  item: (collection: string, id: number) => ['manage', collection, 'item', id] as const,
};

const base = (collection: string) => `/api/admin/${collection}`;

export const useCollectionList = <Item>(collection: string, query: ListQuery) =>
  useQuery({
    queryKey: manageKeys.list(collection, query),
    queryFn: ({ signal }) =>
      apiClient.get<Page<Item>>(base(collection), {
        params: { ...query, search: query.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCollectionItem = <Item>(collection: string, id: number | null) =>
  useQuery({
    queryKey: manageKeys.item(collection, id ?? 0),
    queryFn: ({ signal }) =>
      apiClient.get<{ data: Item }>(`${base(collection)}/${id}`, { signal }).then((answer) => answer.data),
    enabled: id !== null,
    staleTime: 0,
  });

/**
 * After a write: the back office's lists and the site's own reads (the admin may have the site open
 * in this tab's cache); customers' browsers get the change from the API, whose cache drops at once.
 */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** Creates (no id) or patches (an id) one item; answers the saved item and the server's message. */
export function useSaveItem<Body, Item>(collection: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
      id === null
        ? apiClient.post<{ data: Item; message: string }>(base(collection), body)
        : apiClient.patch<{ data: Item; message: string }>(`${base(collection)}/${id}`, body),
    onSuccess: invalidate,
  });
}

/** DELETE: deleted, or deactivated because something refers to it (the message says which). */
export function useRemoveItem(collection: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<DeleteResponse>(`${base(collection)}/${id}`),
    onSuccess: invalidate,
  });
}

/** POST {path}/reorder {ids}: `path` is a collection ('rooms') or a nested list ('units/4/games'). */
export function useReorder(path: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.post<{ message: string }>(`${base(path)}/reorder`, { ids }),
    onSuccess: invalidate,
  });
}

/** The most a picker lists: a venue's consoles, genres, games or rooms all fit in one page. */
const OPTIONS_PAGE = 100;

/**
 * A collection as options for a picker (`{ id, name }`), sorted by `sort`: the rooms of a unit, the
 * genres of a game. `toName` reads an item's label (a game's title).
 */
export function useCollectionOptions<Item extends { id: number }>(
  collection: string,
  sort: string,
  toName: (item: Item) => string,
) {
  const query = useCollectionList<Item>(collection, {
    search: '',
    sort,
    direction: 'asc',
    page: 1,
    per_page: OPTIONS_PAGE,
  });
  return { ...query, options: (query.data?.data ?? []).map((item) => ({ id: item.id, name: toName(item) })) };
}
