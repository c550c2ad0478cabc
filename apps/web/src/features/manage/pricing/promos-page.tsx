import { type AdminPromo, PROMO_SORTS, promoEndpoints } from '@ruangmain/domain/contracts/admin-pricing';
import { formatRupiah } from '@ruangmain/domain/money';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCollectionList } from '@/features/manage/api/collection';
import { ActivePill } from '@/features/manage/components/active-pill';
import {
  DataTable,
  type ManageColumn,
  type tableCoreFeatures,
} from '@/features/manage/components/data-table';
import { DeleteItemDialog } from '@/features/manage/components/delete-item-dialog';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { RowActions } from '@/features/manage/components/row-actions';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { toVenueDate } from '@/features/manage/pricing/form-values';
import { PromoForm } from '@/features/manage/pricing/promo-form';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

const column = createColumnHelper<typeof tableCoreFeatures, AdminPromo>();

/**
 * The promos (issue 17): code, discount, when it is valid, the venue's rules (scope, minimum spend,
 * uses per customer) and how often it was used; add and edit in a form; delete or deactivate.
 */
export function PromosPage() {
  const { t } = useManagePricingTranslation();
  const table = useTableQuery('created_at');
  const result = useCollectionList(promoEndpoints, table.query);
  const [editing, setEditing] = useState<AdminPromo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPromo | null>(null);

  const columns: ManageColumn<AdminPromo>[] = [
    column.accessor('promo_code', {
      header: t('promos.code'),
      cell: (info) => (
        <div className="min-w-32">
          <span className="font-mono font-semibold">{info.getValue()}</span>
          {info.row.original.description && (
            <p className="line-clamp-1 text-xs text-muted">{info.row.original.description}</p>
          )}
        </div>
      ),
    }),
    column.accessor('percentage', { header: t('promos.discount'), cell: (info) => `${info.getValue()}%` }),
    column.accessor('end_date', {
      header: t('promos.period'),
      cell: (info) => <PromoPeriod promo={info.row.original} />,
    }),
    column.display({
      id: 'rules',
      header: t('promos.rules'),
      cell: (info) => <PromoRules promo={info.row.original} />,
    }),
    column.accessor('times_used', {
      header: t('promos.used'),
      cell: (info) => {
        const { usage_limit: limit } = info.row.original;
        const used = limit === null ? info.getValue() : t('promos.usedOf', { used: info.getValue(), limit });
        return <span className="whitespace-nowrap">{used}</span>;
      },
    }),
    column.accessor('is_active', {
      header: t('promos.status'),
      cell: (info) => <ActivePill isActive={info.getValue()} />,
    }),
  ];

  return (
    <ManageFrame
      title={t('promos.title')}
      text={t('promos.text')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('promos.add')}
        </Button>
      }
    >
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={PROMO_SORTS}
        rowActions={(row) => (
          <RowActions
            name={row.promo_code}
            onEdit={() => setEditing(row)}
            onDelete={() => setDeleting(row)}
          />
        )}
      />
      {editing !== null && (
        <PromoForm promo={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteItemDialog
        collection={promoEndpoints}
        item={deleting && { id: deleting.id, name: deleting.promo_code }}
        onClose={() => setDeleting(null)}
      />
    </ManageFrame>
  );
}

function PromoPeriod({ promo }: { promo: AdminPromo }) {
  const { t } = useManagePricingTranslation();
  const start = toVenueDate(promo.start_date);
  const end = toVenueDate(promo.end_date);
  if (!start && !end) return <span className="text-muted">{t('promos.always')}</span>;
  if (!end) return <span className="whitespace-nowrap">{t('promos.from', { date: start })}</span>;
  if (!start) return <span className="whitespace-nowrap">{t('promos.until', { date: end })}</span>;
  // Stacked, so the table keeps its status and actions in view on a tablet.
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span>{start} –</span>
      <span>{end}</span>
    </span>
  );
}

function PromoRules({ promo }: { promo: AdminPromo }) {
  const { t } = useManagePricingTranslation();
  const rules = [
    t(`promos.scope.${promo.applies_to}`),
    ...(promo.min_spend > 0 ? [t('promos.minSpendRule', { amount: formatRupiah(promo.min_spend) })] : []),
    ...(promo.usage_limit_per_user !== null
      ? [t('promos.perCustomerRule', { count: promo.usage_limit_per_user })]
      : []),
  ];
  return (
    <ul className="flex flex-wrap gap-1">
      {rules.map((rule) => (
        <li key={rule} className="rounded-md bg-surface-2 px-2 py-0.5 text-xs whitespace-nowrap">
          {rule}
        </li>
      ))}
    </ul>
  );
}
