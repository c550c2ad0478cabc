import type { Collection } from '@ruangmain/domain/contracts/collection';
import type { RowData } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableProps } from '@/features/manage/components/data-table';
import { DeleteItemDialog } from '@/features/manage/components/delete-item-dialog';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { RowActions } from '@/features/manage/components/row-actions';

export type ListWithOrderProps<Row extends RowData & { id: number }> = Omit<
  DataTableProps<Row>,
  'rowActions'
> & {
  /** The collection's declarations, for its delete. */
  collection: Collection;
  title: string;
  text: string;
  addLabel: string;
  /** How a row is named in its actions and the delete question. */
  nameOf: (row: Row) => string;
  /** The dragged order beside (from 1536 px) or under the table. */
  order: ReactNode;
  /** The add (`row` null) or edit form. */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
};

/**
 * A back-office list whose order the site follows (menu, categories, banners, FAQs): the table with
 * edit and delete on each row, an add button, the order card, the form and the delete question.
 */
export function ListWithOrder<Row extends RowData & { id: number }>({
  collection,
  title,
  text,
  addLabel,
  nameOf,
  order,
  renderForm,
  ...table
}: ListWithOrderProps<Row>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
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
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,1fr)_22rem] 2xl:items-start">
        <DataTable
          {...table}
          rowActions={(row) => (
            <RowActions name={nameOf(row)} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
          )}
        />
        {order}
      </div>
      {editing !== null && renderForm(editing === 'new' ? null : editing, () => setEditing(null))}
      <DeleteItemDialog
        collection={collection}
        item={deleting && { id: deleting.id, name: nameOf(deleting) }}
        onClose={() => setDeleting(null)}
      />
    </ManageFrame>
  );
}
