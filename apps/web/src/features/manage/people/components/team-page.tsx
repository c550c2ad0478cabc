import { type ManagedUser, managedUserEndpoints } from '@ruangmain/domain/contracts/people';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCollectionList } from '@/features/manage/api/collection';
import { DataTable, type ManageColumn } from '@/features/manage/components/data-table';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { StatusPill } from '@/features/manage/components/status-pill';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { AccountStatusPill } from '@/features/manage/people/components/account-status-pill';
import { TeamAccountForm } from '@/features/manage/people/components/team-account-form';
import { useAccessToggle } from '@/features/manage/people/components/use-access-toggle';
import { useSession } from '@/lib/auth/use-session';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

const SORTABLE = ['name', 'username', 'created_at'] as const;

/**
 * /admin/manage/team: the front desk's and admins' accounts: add one, change its role or password,
 * disable or enable it. One's own account is changed from one's account page, not here.
 */
export function TeamPage() {
  const { t } = useManagePeopleTranslation();
  const currentUserId = useSession().user?.id ?? null;
  const table = useTableQuery('name');
  const result = useCollectionList(managedUserEndpoints, { ...table.query, people: 'team' });
  const [editing, setEditing] = useState<ManagedUser | 'new' | null>(null);
  const access = useAccessToggle((user) => ({
    title: t('team.disableTitle', { name: user.name }),
    text: t('team.disableText'),
    confirm: t('team.disable'),
    done: t('team.disabled', { name: user.name }),
    undone: t('team.enabled', { name: user.name }),
  }));

  const columns: ManageColumn<ManagedUser>[] = [
    {
      id: 'name',
      header: t('team.name'),
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-semibold">
            {row.original.name}
            {row.original.id === currentUserId && (
              <span className="ml-2 text-xs text-muted">({t('team.you')})</span>
            )}
          </p>
          <p className="text-xs text-muted">@{row.original.username}</p>
        </div>
      ),
    },
    { id: 'phone', header: t('team.phone'), cell: ({ row }) => formatPhoneForDisplay(row.original.phone) },
    {
      id: 'role',
      header: t('team.role'),
      cell: ({ row }) => (
        <StatusPill
          tone={row.original.role === 'admin' ? 'warning' : 'muted'}
          label={t(`role.${row.original.role}`)}
        />
      ),
    },
    {
      id: 'status',
      header: t('team.status'),
      cell: ({ row }) => <AccountStatusPill status={row.original.status} />,
    },
  ];

  return (
    <ManageFrame
      title={t('team.title')}
      text={t('team.text')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('team.add')}
        </Button>
      }
    >
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={SORTABLE}
        searchLabel={t('team.search')}
        rowActions={(user) =>
          user.id === currentUserId ? null : (
            // Stacked below 1024 px, so both fit beside a wide first column without scrolling.
            <div className="flex flex-col items-stretch gap-2 lg:flex-row lg:justify-end">
              <Button size="sm" variant="outline" onClick={() => setEditing(user)}>
                {t('team.edit')}
              </Button>
              <Button
                size="sm"
                variant={user.status === 'blocked' ? 'outline' : 'ghost'}
                onClick={() => access.toggle(user)}
              >
                {user.status === 'blocked' ? t('team.enable') : t('team.disable')}
              </Button>
            </div>
          )
        }
      />
      {editing !== null && (
        <TeamAccountForm account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {access.dialog}
    </ManageFrame>
  );
}
