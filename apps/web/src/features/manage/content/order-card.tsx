import type { Collection } from '@ruangmain/domain/contracts/collection';
import type { AnyEndpoint } from '@ruangmain/domain/contracts/endpoint';
import { type ReactNode, useState } from 'react';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { collectionName, type ItemOf, useCollectionList, useReorder } from '@/features/manage/api/collection';
import { type SortableItem, SortableList } from '@/features/manage/components/sortable-list';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';
import { toast } from '@/lib/toast';

/** The most rows a dragged list holds (the API's per_page limit). */
const ORDER_PAGE = 100;

/** A collection the site shows in a dragged order: it declares a reorder. */
type OrderedCollection = Collection & { reorder: AnyEndpoint };

export type OrderCardProps<C extends OrderedCollection, Item extends ItemOf<C> & { id: number }> = {
  /** The collection's declarations (contracts: `faqEndpoints`); its `reorder` saves a drag. */
  collection: C;
  /** The collection's sort that is the site's order ('order' or 'menu'). */
  orderSort: string;
  /** A filter of the list (a category's items). */
  filter?: Record<string, number>;
  title?: string;
  /** A line under the hint (how to arrange another category). */
  note?: string;
  toSortable: (item: Item) => SortableItem;
  renderItem?: (item: Item) => ReactNode;
};

/**
 * A collection in the order the site shows it, reordered by drag and saved at once (POST …/reorder);
 * the list shows the dragged order while it saves, and the saved one after.
 */
export function OrderCard<
  C extends OrderedCollection,
  Item extends ItemOf<C> & { id: number } = ItemOf<C> & { id: number },
>({ collection, orderSort, filter, title, note, toSortable, renderItem }: OrderCardProps<C, Item>) {
  const { t } = useManageContentTranslation();
  const { t: tm } = useManageTranslation();
  const list = useCollectionList(collection, {
    search: '',
    sort: orderSort,
    direction: 'asc',
    page: 1,
    per_page: ORDER_PAGE,
    ...filter,
  });
  const reorder = useReorder(collection.reorder);
  const name = collectionName(collection);
  const [dragged, setDragged] = useState<Item[] | null>(null);
  const items = dragged ?? (list.data?.data as Item[] | undefined) ?? [];
  const byId = new Map(items.map((item) => [item.id, item]));

  const save = (ids: number[]) => {
    setDragged(ids.map((id) => byId.get(id)).filter((item): item is Item => item !== undefined));
    reorder.mutate(ids, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(getServerMessage(error, tm('sortable.saveError'))),
      onSettled: () => setDragged(null),
    });
  };

  return (
    <section
      aria-labelledby={`${name}-order`}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={`${name}-order`} className="text-base font-bold text-fg">
        {title ?? t('order.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('order.hint')}</p>
      {note && <p className="mt-1 text-sm text-muted">{note}</p>}
      <div className="mt-4" aria-busy={reorder.isPending}>
        <QueryView
          query={list}
          skeleton={
            <div className="flex flex-col gap-2">
              <Skeleton className="h-12 rounded-xl" />
              <Skeleton className="h-12 rounded-xl" />
              <Skeleton className="h-12 rounded-xl" />
            </div>
          }
          errorMessage={t('order.loadError')}
          retryLabel={tm('table.retry')}
          empty={{ when: () => items.length === 0, message: t('order.empty') }}
        >
          {() => (
            <SortableList
              items={items.map((item) => ({ ...toSortable(item), item }))}
              label={title ?? t('order.title')}
              disabled={reorder.isPending}
              onReorder={(ids) => save(ids)}
              renderItem={renderItem ? (row) => renderItem(row.item) : undefined}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}
