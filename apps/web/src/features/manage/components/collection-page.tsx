import type { Collection } from '@ruangmain/domain/contracts/collection';
import type { Paginator } from '@ruangmain/domain/contracts/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ItemOf, type ListQuery, useCollectionList } from '@/features/manage/api/collection';
import { DataTable, type ManageColumn } from '@/features/manage/components/data-table';
import { DeleteItemDialog } from '@/features/manage/components/delete-item-dialog';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { RowActions } from '@/features/manage/components/row-actions';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';

export type CollectionPageProps<
  C extends Collection,
  Item extends ItemOf<C> & { id: number } = ItemOf<C> & { id: number },
> = {
  /** The collection's declarations (contracts: `consoleEndpoints`). */
  collection: C;
  title: string;
  text: string;
  addLabel: string;
  columns: ManageColumn<Item>[];
  /** The contract's sorts; the first is the default. */
  sorts: readonly [string, ...string[]];
  /** How a row is named in buttons and the delete question. */
  nameOf: (item: Item) => string;
  /** The create (null) or edit form, shown while open; it calls `onClose` when done. */
  renderForm: (item: Item | null, onClose: () => void) => ReactNode;
  /** Buttons before a row's edit and delete (a unit's "Order games"). */
  extraActions?: (item: Item) => ReactNode;
  /** Filters beside the search box, and what they add to the list's query. */
  filters?: { controls: ReactNode; query: Record<string, string | number | undefined> };
  /** Under the table (a room's drag-to-order card). */
  children?: ReactNode;
};

/**
 * A whole back-office collection screen: heading and add button, the searchable, sortable, paged
 * table with edit and delete on each row, the form, and the delete question.
 */
export function CollectionPage<
  C extends Collection,
  Item extends ItemOf<C> & { id: number } = ItemOf<C> & { id: number },
>({
  collection,
  title,
  text,
  addLabel,
  columns,
  sorts,
  nameOf,
  renderForm,
  extraActions,
  filters,
  children,
}: CollectionPageProps<C, Item>) {
  const table = useTableQuery(sorts[0]);
  const query: ListQuery = { ...table.query, ...filters?.query };
  // Item is the collection's item as the columns name it (ItemOf<C>, with its id).
  const result = useCollectionList(collection, query) as UseQueryResult<Paginator<Item>>;
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  return (
    <ManageFrame
      title={title}
      text={text}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {addLabel}
        </Button>
      }
    >
      <DataTable<Item>
        columns={columns}
        result={result}
        table={table}
        sortable={sorts}
        toolbar={filters?.controls}
        rowActions={(row) => (
          <div className="inline-flex items-center gap-1">
            {extraActions?.(row)}
            <RowActions name={nameOf(row)} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
          </div>
        )}
      />
      {children}
      {editing !== null && renderForm(editing === 'new' ? null : editing, () => setEditing(null))}
      <DeleteItemDialog
        collection={collection}
        item={deleting && { id: deleting.id, name: nameOf(deleting) }}
        onClose={() => setDeleting(null)}
      />
    </ManageFrame>
  );
}
