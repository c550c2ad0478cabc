import {
  type AdminServiceFee,
  type AdminTax,
  SERVICE_FEE_SORTS,
  serviceFeeEndpoints,
  TAX_SORTS,
  taxEndpoints,
} from '@ruangmain/domain/contracts/admin-pricing';
import { formatRupiah } from '@ruangmain/domain/money';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
import { ServiceFeeForm, TaxForm } from '@/features/manage/pricing/charge-form';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

const taxColumn = createColumnHelper<typeof tableCoreFeatures, AdminTax>();
const feeColumn = createColumnHelper<typeof tableCoreFeatures, AdminServiceFee>();

/** Taxes and service fees (issue 17) on one page: what every booking is charged beside its price. */
export function ChargesPage() {
  const { t } = useManagePricingTranslation();
  return (
    <ManageFrame title={t('charges.title')} text={t('charges.text')}>
      <div className="flex flex-col gap-10">
        <TaxesSection />
        <FeesSection />
      </div>
    </ManageFrame>
  );
}

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function TaxesSection() {
  const { t } = useManagePricingTranslation();
  const table = useTableQuery('created_at');
  const result = useCollectionList(taxEndpoints, table.query);
  const [editing, setEditing] = useState<AdminTax | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTax | null>(null);
  const columns: ManageColumn<AdminTax>[] = [
    taxColumn.accessor('name', { header: t('charges.name') }),
    taxColumn.accessor('percentage', {
      header: t('charges.percentage'),
      cell: (info) => `${info.getValue()}%`,
    }),
    taxColumn.accessor('is_active', {
      header: t('charges.status'),
      cell: (info) => <ActivePill isActive={info.getValue()} />,
    }),
  ];
  return (
    <Section
      title={t('charges.taxes')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('charges.addTax')}
        </Button>
      }
    >
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={TAX_SORTS}
        searchLabel={t('charges.taxes')}
        rowActions={(row) => (
          <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
        )}
      />
      {editing !== null && (
        <TaxForm tax={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteItemDialog collection={taxEndpoints} item={deleting} onClose={() => setDeleting(null)} />
    </Section>
  );
}

function FeesSection() {
  const { t } = useManagePricingTranslation();
  const table = useTableQuery('created_at');
  const result = useCollectionList(serviceFeeEndpoints, table.query);
  const [editing, setEditing] = useState<AdminServiceFee | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminServiceFee | null>(null);
  const columns: ManageColumn<AdminServiceFee>[] = [
    feeColumn.accessor('name', { header: t('charges.name') }),
    feeColumn.accessor('amount', {
      header: t('charges.amount'),
      cell: (info) => formatRupiah(info.getValue()),
    }),
    feeColumn.accessor('is_active', {
      header: t('charges.status'),
      cell: (info) => <ActivePill isActive={info.getValue()} />,
    }),
  ];
  return (
    <Section
      title={t('charges.fees')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('charges.addFee')}
        </Button>
      }
    >
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={SERVICE_FEE_SORTS}
        searchLabel={t('charges.fees')}
        rowActions={(row) => (
          <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
        )}
      />
      {editing !== null && (
        <ServiceFeeForm fee={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteItemDialog collection={serviceFeeEndpoints} item={deleting} onClose={() => setDeleting(null)} />
    </Section>
  );
}
