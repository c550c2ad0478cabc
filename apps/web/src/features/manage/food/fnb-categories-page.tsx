import {
  type AdminFnbCategory,
  type FnbCategoryBody,
  FnbCategoryBodySchema,
  fnbCategoryEndpoints,
} from '@ruangmain/domain/contracts/admin-food';
import { createColumnHelper } from '@tanstack/react-table';
import { TextInput } from '@/components/form/text-input';
import { useCollectionList, useSaveItem } from '@/features/manage/api/collection';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { ListWithOrder } from '@/features/manage/content/list-with-order';
import { OrderCard } from '@/features/manage/content/order-card';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

const SORTS = ['category', 'item_count'] as const;
const column = createColumnHelper<typeof tableCoreFeatures, AdminFnbCategory>();

/** The menu's categories (issue 17): add, rename, delete an empty one, and their order by drag. */
export function FnbCategoriesPage() {
  const { t } = useManageContentTranslation();
  const table = useTableQuery('menu');
  const result = useCollectionList(fnbCategoryEndpoints, table.query);
  const columns: ManageColumn<AdminFnbCategory>[] = [
    column.accessor('category', {
      header: t('categories.category'),
      cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
    }),
    column.accessor('item_count', { header: t('categories.items') }),
  ];

  return (
    <ListWithOrder
      collection={fnbCategoryEndpoints}
      title={t('categories.title')}
      text={t('categories.text')}
      addLabel={t('categories.add')}
      columns={columns}
      result={result}
      table={table}
      sortable={SORTS}
      nameOf={(category) => category.category}
      renderForm={(category, onClose) => <CategoryForm category={category} onClose={onClose} />}
      order={
        <OrderCard
          collection={fnbCategoryEndpoints}
          orderSort="menu"
          toSortable={(category) => ({ id: category.id, name: category.category })}
        />
      }
    />
  );
}

function CategoryForm({ category, onClose }: { category: AdminFnbCategory | null; onClose: () => void }) {
  const { t } = useManageContentTranslation();
  const save = useSaveItem(fnbCategoryEndpoints);
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
