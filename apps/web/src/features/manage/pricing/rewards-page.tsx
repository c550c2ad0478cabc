import { type AdminReward, REWARD_SORTS, rewardEndpoints } from '@ruangmain/domain/contracts/admin-pricing';
import type { RewardType } from '@ruangmain/domain/rewards';
import { createColumnHelper } from '@tanstack/react-table';
import { Gift, Plus } from 'lucide-react';
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
import { ImageNameCell } from '@/features/manage/components/image-name-cell';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { RowActions } from '@/features/manage/components/row-actions';
import { useTableQuery } from '@/features/manage/hooks/use-table-query';
import { RewardForm } from '@/features/manage/pricing/reward-form';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

const column = createColumnHelper<typeof tableCoreFeatures, AdminReward>();

/** The rewards shop (issue 17): points, what each grants, stock; add and edit; delete or deactivate. */
export function RewardsPage() {
  const { t } = useManagePricingTranslation();
  const table = useTableQuery('points_required');
  const result = useCollectionList(rewardEndpoints, table.query);
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminReward | null>(null);

  const columns: ManageColumn<AdminReward>[] = [
    column.accessor('name', {
      header: t('rewards.name'),
      cell: (info) => (
        <ImageNameCell
          image={info.row.original.image}
          fallback={
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
              <Gift aria-hidden className="size-5" />
            </span>
          }
          name={info.getValue()}
          className="min-w-40"
        />
      ),
    }),
    column.accessor('type', {
      header: t('rewards.type'),
      cell: (info) => t(`rewards.types.${info.getValue() as RewardType}`),
    }),
    column.accessor('points_required', {
      header: t('rewards.points'),
      cell: (info) => (
        <span className="whitespace-nowrap">{t('rewards.pointsShort', { count: info.getValue() })}</span>
      ),
    }),
    column.accessor('stock', {
      header: t('rewards.stock'),
      cell: (info) => info.getValue() ?? <span className="text-muted">{t('rewards.unlimited')}</span>,
    }),
    column.accessor('redeemed_count', { header: t('rewards.redeemed') }),
    column.accessor('is_active', {
      header: t('rewards.status'),
      cell: (info) => <ActivePill isActive={info.getValue()} />,
    }),
  ];

  return (
    <ManageFrame
      title={t('rewards.title')}
      text={t('rewards.text')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('rewards.add')}
        </Button>
      }
    >
      <DataTable
        columns={columns}
        result={result}
        table={table}
        sortable={REWARD_SORTS}
        rowActions={(row) => (
          <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
        )}
      />
      {editing !== null && (
        <RewardForm reward={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteItemDialog collection={rewardEndpoints} item={deleting} onClose={() => setDeleting(null)} />
    </ManageFrame>
  );
}
