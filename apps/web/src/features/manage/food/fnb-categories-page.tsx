import {
  type AdminFnbCategory,
  type FnbCategoryBody,
  FnbCategoryBodySchema,
} from '@ruangmain/domain/contracts/admin-menu';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useCollectionList, useSaveItem } from '@/features/manage/api/collection';
import {
  DataTable,
  type ManageColumn,
  type tableCoreFeatures,
} from '@/features/manage/components/data-table';
import { DeleteItemDialog } from '@/features/manage/components/delete-item-dialog';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { RowActions } from '@/features/manage/components/row-actions';
import { OrderCard } from '@/features/manage/content/order-card';
import { FNB_CATEGORIES } from '@/features/manage/food/use-fnb-categories';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

const SORTS = ['category', 'item_count'] as const;
const column = createColumnHelper<typeof tableCoreFeatures, AdminFnbCategory>();

/** The menu's categories (issue 17): add, rename, delete an empty one, and their order by drag. */
export function FnbCategoriesPage() {
  const { t } = useManageContentTranslation();
  const table = useTableQuery('menu');
  const result = useCollectionList<AdminFnbCategory>(FNB_CATEGORIES, table.query);
  const [editing, setEditing] = useState<AdminFnbCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFnbCategory | null>(null);

  const columns: ManageColumn<AdminFnbCategory>[] = [
    column.accessor('category', {
      header: t('categories.category'),
      cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
    }),
    column.accessor('item_count', { header: t('categories.items') }),
  ];

  return (
    <ManageFrame
      title={t('categories.title')}
      text={t('categories.text')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('categories.add')}
        </Button>
      }
    >
      <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_22rem] 2xl:items-start">
        <DataTable
          columns={columns}
          result={result}
          table={table}
          sortable={SORTS}
          rowActions={(row) => (
            <RowActions
              name={row.category}
              onEdit={() => setEditing(row)}
              onDelete={() => setDeleting(row)}
            />
          )}
        />
        <OrderCard<AdminFnbCategory>
          collection={FNB_CATEGORIES}
          orderSort="menu"
          toSortable={(category) => ({ id: category.id, name: category.category })}
        />
      </div>
      {editing !== null && (
        <CategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteItemDialog
        collection={FNB_CATEGORIES}
        item={deleting && { id: deleting.id, name: deleting.category }}
        onClose={() => setDeleting(null)}
      />
    </ManageFrame>
  );
}

function CategoryForm({ category, onClose }: { category: AdminFnbCategory | null; onClose: () => void }) {
  const { t } = useManageContentTranslation();
  const save = useSaveItem<FnbCategoryBody, AdminFnbCategory>(FNB_CATEGORIES);
  const form = useServerForm<FnbCategoryBody>({
    schema: FnbCategoryBodySchema,
    serverFields: ['category'],
    defaultValues: { category: category?.category ?? '' },
  });
  return (
    <FormSheet
      open
      title={category ? t('categories.edit', { name: category.category }) : t('categories.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: category?.id ?? null, body })}
    >
      <TextInput label={t('categories.category')} autoComplete="off" {...form.field('category')} />
    </FormSheet>
  );
}
