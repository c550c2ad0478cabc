import { managedUserEndpoints } from '@ruangmain/domain/contracts/people';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { Ban, CheckCircle2 } from 'lucide-react';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCollectionItem } from '@/features/manage/api/collection';
import { AccountStatusPill } from '@/features/manage/people/components/account-status-pill';
import { CustomerHistory } from '@/features/manage/people/components/customer-history';
import { CustomerProfileForm } from '@/features/manage/people/components/customer-profile-form';
import { PointsForm } from '@/features/manage/people/components/points-form';
import { useAccessToggle } from '@/features/manage/people/components/use-access-toggle';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

/** A customer at a glance: who, their state and balance, block or unblock, points, recent history. */
export function CustomerDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useManagePeopleTranslation();
  const { t: tm } = useManageTranslation();
  const detail = useCollectionItem(managedUserEndpoints, id);
  const access = useAccessToggle((user) => ({
    title: t('detail.blockTitle', { name: user.name }),
    text: t('detail.blockText'),
    confirm: t('detail.block'),
    done: t('detail.blocked', { name: user.name }),
    undone: t('detail.unblocked', { name: user.name }),
  }));
  const customer = detail.data;

  // The confirmation is a sibling, not a child: a dialog's close event reaches its React ancestors.
  return (
    <>
      <Dialog
        open={id !== null}
        onClose={onClose}
        title={customer?.name ?? t('detail.loading')}
        description={
          customer
            ? [`@${customer.username}`, formatPhoneForDisplay(customer.phone)].filter(Boolean).join(' · ')
            : undefined
        }
        size="lg"
        closeLabel={t('cancel')}
        closeOnBackdrop
      >
        <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4 sm:px-6">
          <QueryView
            query={detail}
            skeleton={<Skeleton className="h-64 w-full rounded-xl" />}
            errorMessage={(error) => getServerMessage(error, t('detail.actionError'))}
            retryLabel={tm('table.retry')}
            keepsDataOnError
          >
            {(customer) => (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3">
                  <div className="flex flex-wrap items-center gap-3">
                    <AccountStatusPill status={customer.status} />
                    <p className="text-lg font-extrabold tabular-nums">
                      {t('detail.balance', { points: customer.total_points })}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={customer.status === 'blocked' ? 'outline' : 'danger'}
                    onClick={() => access.toggle(customer)}
                    isLoading={access.isPending}
                  >
                    {customer.status === 'blocked' ? (
                      <CheckCircle2 aria-hidden className="size-4" />
                    ) : (
                      <Ban aria-hidden className="size-4" />
                    )}
                    {customer.status === 'blocked' ? t('detail.unblock') : t('detail.block')}
                  </Button>
                </div>
                <CustomerProfileForm key={`${customer.name}-${customer.phone}`} customer={customer} />
                <PointsForm userId={customer.id} />
                <CustomerHistory customer={customer} />
              </>
            )}
          </QueryView>
        </div>
      </Dialog>
      {access.dialog}
    </>
  );
}
