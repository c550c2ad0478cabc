import { type AdminFnb, fnbEndpoints } from '@ruangmain/domain/contracts/admin-food';
import { formatRupiah } from '@ruangmain/domain/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { FnbAvailabilityButton } from '@/components/fnb-availability-button';
import { useCollectionList } from '@/features/manage/api/collection';
import type { ManageColumn, tableCoreFeatures } from '@/features/manage/components/data-table';
import { ImageNameCell } from '@/features/manage/components/image-name-cell';
import { ListWithOrder } from '@/features/manage/content/list-with-order';
import { OrderCard } from '@/features/manage/content/order-card';
import { CategoryFilter } from '@/features/manage/food/category-filter';
import { FnbForm } from '@/features/manage/food/fnb-form';
import { useAllFnbCategories } from '@/features/manage/food/use-fnb-categories';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';
import { FALLBACK_IMAGES } from '@/lib/image-url';

const SORTS = ['name', 'price', 'category', 'updated_at'] as const;
const column = createColumnHelper<typeof tableCoreFeatures, AdminFnb>();

/**
 * The menu (issue 17): a searchable list filtered by category, sold out with one tap, add and edit,
 * delete (or make unavailable, when orders name it), and the order within a category by drag.
 */
export function FnbsPage() {
  const { t } = useManageContentTranslation();
  const [categoryId, setCategoryId] = useState('');
  const table = useTableQuery('menu');
  const query = categoryId ? { ...table.query, fnb_category_id: Number(categoryId) } : table.query;
  const result = useCollectionList(fnbEndpoints, query);
  const categories = useAllFnbCategories().data?.data ?? [];
  const arranged = categories.find((category) => String(category.id) === categoryId) ?? categories[0];

  const columns: ManageColumn<AdminFnb>[] = [
    column.accessor('name', {
      header: t('fnbs.name'),
      cell: (info) => (
        <ImageNameCell
          image={info.row.original.image}
          fallback={FALLBACK_IMAGES.console}
          name={info.getValue()}
        />
      ),
    }),
    column.accessor('category', { header: t('fnbs.category') }),
    column.accessor('price', {
      header: t('fnbs.price'),
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatRupiah(info.getValue())}</span>,
    }),
    column.display({
      id: 'is_available',
      header: t('fnbs.status'),
      cell: (info) => <FnbAvailabilityButton item={info.row.original} />,
    }),
  ];

  return (
    <ListWithOrder
      collection={fnbEndpoints}
      title={t('fnbs.title')}
      text={t('fnbs.text')}
      addLabel={t('fnbs.add')}
      columns={columns}
      result={result}
      table={table}
      sortable={SORTS}
      toolbar={
        <CategoryFilter
          categories={categories}
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            table.setPage(1);
          }}
        />
      }
      nameOf={(item) => item.name}
      renderForm={(item, onClose) => <FnbForm item={item} onClose={onClose} />}
      order={
        arranged && (
          <OrderCard
            key={arranged.id}
            collection={fnbEndpoints}
            orderSort="menu"
            filter={{ fnb_category_id: arranged.id }}
            title={t('fnbs.arrange', { category: arranged.category })}
            note={categoryId ? undefined : t('fnbs.arrangeHint')}
            toSortable={(item) => ({ id: item.id, name: item.name })}
            renderItem={(item) => (
              <span className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">{item.name}</span>
                <span className="shrink-0 text-xs text-muted tabular-nums">{formatRupiah(item.price)}</span>
              </span>
            )}
          />
        )
      }
    />
  );
}
