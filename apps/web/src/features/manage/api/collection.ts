// The calls every back-office collection makes (list, one, create, update, delete, reorder), with
// their TanStack Query hooks. A screen names its collection by the contract's declarations
// (`consoleEndpoints`, packages/domain/src/contracts/collection.ts), from which every path, body and
// answer is typed; nothing here knows a particular collection.
import type { Collection } from '@ruangmain/domain/contracts/collection';
import type { Paginator } from '@ruangmain/domain/contracts/common';
import type {
  AnyEndpoint,
  EndpointBody,
  EndpointParams,
  EndpointResponse,
} from '@ruangmain/domain/contracts/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/lib/api-client';

/** The items a collection lists (its list answer's `data`). */
export type ItemOf<C extends Collection> =
  EndpointResponse<C['list']> extends Paginator<infer Item> ? Item : never;

/** What a list asks for: the table's search, sort, page, and any filter of the screen. */
export type ListQuery = {
  search: string;
  sort: string;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
} & Record<string, string | number | undefined>;

/** A collection's short name, the last part of its path ('faqs'): its query keys, its card's id. */
export const collectionName = (collection: Collection) => collection.list.path.split('/').pop() ?? '';

/** Every key under 'manage' is the back office's; a write drops them all (lists show counts). */
export const manageKeys = {
  all: () => ['manage'] as const,
  list: (collection: Collection, query: ListQuery) =>
    ['manage', collectionName(collection), 'list', query] as const,
  item: (collection: Collection, id: number) => ['manage', collectionName(collection), 'item', id] as const,
};

/**
 * Calls one of a collection's endpoints. The hooks below serve every collection, so the request is
 * the declaration's own only once a screen names its collection: the types of its answers come from
 * the declaration all the same.
 */
const callAny = <E extends AnyEndpoint>(endpoint: E, request: Record<string, unknown>) =>
  (call as (endpoint: AnyEndpoint, request: CallRequest<AnyEndpoint>) => Promise<unknown>)(
    endpoint,
    request as CallRequest<AnyEndpoint>,
  ) as Promise<EndpointResponse<E>>;

export const useCollectionList = <C extends Collection>(collection: C, query: ListQuery) =>
  useQuery({
    queryKey: manageKeys.list(collection, query),
    queryFn: ({ signal }) =>
      callAny(collection.list, { query: { ...query, search: query.search || undefined }, signal }) as Promise<
        Paginator<ItemOf<C>>
      >,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCollectionItem = <C extends Collection>(collection: C, id: number | null) =>
  useQuery({
    queryKey: manageKeys.item(collection, id ?? 0),
    queryFn: ({ signal }) =>
      callAny(collection.get, { params: { id }, signal }).then(
        (answer) => (answer as { data: EndpointResponse<C['get']>['data'] }).data,
      ),
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

/** What a save sends: a create's body (no id) or an update's (an id). */
type SaveBody<C extends Collection> =
  | EndpointBody<C['update']>
  | (C['create'] extends AnyEndpoint ? EndpointBody<C['create']> : never);

/** Creates (no id) or patches (an id) one item; answers the saved item and the server's message. */
export function useSaveItem<C extends Collection>(collection: C) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SaveBody<C> }) => {
      if (id !== null) return callAny(collection.update, { params: { id }, body });
      if (!collection.create) throw new Error(`${collectionName(collection)} adds nothing`);
      return callAny(collection.create, { body }) as Promise<EndpointResponse<C['update']>>;
    },
    onSuccess: invalidate,
  });
}

/** DELETE: deleted, or deactivated because something refers to it (the message says which). */
export function useRemoveItem<C extends Collection>(collection: C) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => callAny(collection.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}

/**
 * Saves a dragged order: a collection's `reorder` ('rooms') or a nested list's (a unit's games), with
 * the path parameters it takes.
 */
export function useReorder<E extends AnyEndpoint>(endpoint: E, params?: EndpointParams<E>) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (ids: number[]) => callAny(endpoint, { params, body: { ids } }),
    onSuccess: invalidate,
  });
}

/** The most a picker lists: a venue's consoles, genres, games or rooms all fit in one page. */
const OPTIONS_PAGE = 100;

/**
 * A collection as options for a picker (`{ id, name }`), sorted by `sort`: the rooms of a unit, the
 * genres of a game. `toName` reads an item's label (a game's title).
 */
export function useCollectionOptions<C extends Collection>(
  collection: C,
  sort: string,
  toName: (item: ItemOf<C>) => string,
) {
  const query = useCollectionList(collection, {
    search: '',
    sort,
    direction: 'asc',
    page: 1,
    per_page: OPTIONS_PAGE,
  });
  return {
    ...query,
    options: (query.data?.data ?? []).map((item) => ({
      id: (item as { id: number }).id,
      name: toName(item),
    })),
  };
}
