import { type ManagedUser, managedUserEndpoints } from '@ruangmain/domain/contracts/people';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCollectionList } from '@/features/manage/api/collection';
import { DataTable, type ManageColumn } from '@/features/manage/components/data-table';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { AccountStatusPill } from '@/features/manage/people/components/account-status-pill';
import { CustomerDialog } from '@/features/manage/people/components/customer-dialog';
import { FilterSelect, useTableFilter } from '@/features/manage/people/components/filter-select';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { getVenueDateTime } from '@/lib/venue-clock';

const SORTABLE = ['name', 'total_points', 'created_at'] as const;

/** /admin/manage/customers: the customers, searched by name, username or phone; a row opens its detail. */
export function CustomersPage() {
  const { t } = useManagePeopleTranslation();
  const table = useTableQuery('name');
  const [status, setStatus] = useTableFilter(table);
  const [openId, setOpenId] = useState<number | null>(null);
  const result = useCollectionList(managedUserEndpoints, {
    ...table.query,
    people: 'customers',
    status: status || undefined,
  });

  const columns: ManageColumn<ManagedUser>[] = [
    {
      id: 'name',
      header: t('customers.name'),
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-semibold">{row.original.name}</p>
          <p className="text-xs text-muted">@{row.original.username}</p>
        </div>
      ),
    },
    {
      id: 'phone',
      header: t('customers.phone'),
      cell: ({ row }) => formatPhoneForDisplay(row.original.phone),
    },
    {
      id: 'total_points',
      header: t('customers.points'),
      cell: ({ row }) => <span className="font-semibold tabular-nums">{row.original.total_points}</span>,
    },
    {
      id: 'status',
      header: t('customers.status'),
      cell: ({ row }) => <AccountStatusPill status={row.original.status} />,
    },
    {
      id: 'created_at',
      header: t('customers.joined'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {getVenueDateTime(new Date(row.original.created_at)).slice(0, 10)}
        </span>
      ),
    },
  ];

  return (
    <ManageFrame title={t('customers.title')} text={t('customers.text')}>
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={SORTABLE}
        searchLabel={t('customers.search')}
        toolbar={
          <FilterSelect
            label={t('customers.statusFilter')}
            value={status}
            onChange={setStatus}
            options={[
              { value: '', label: t('customers.allStatuses') },
              { value: 'active', label: t('status.active') },
              { value: 'blocked', label: t('status.blocked') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
          />
        }
        rowActions={(user) => (
          <Button size="sm" variant="outline" onClick={() => setOpenId(user.id)}>
            {t('customers.details')}
          </Button>
        )}
      />
      <CustomerDialog id={openId} onClose={() => setOpenId(null)} />
    </ManageFrame>
  );
}
