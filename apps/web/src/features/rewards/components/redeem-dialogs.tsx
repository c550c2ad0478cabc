import { pointsAfterRedeem } from '@ruangmain/domain/rewards';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { VENUE_TIME_ZONE } from '@/config/venue';
import { VoucherCode } from '@/features/rewards/components/voucher-code';
import type { RedeemStep } from '@/features/rewards/hooks/use-redeem-flow';
import { formatVenueDate } from '@/features/rewards/utils/reward-lists';
import { useDateLanguage } from '@/hooks/use-date-language';
import { useRewardsTranslation } from '@/lib/i18n-rewards';

type RedeemDialogsProps = {
  step: RedeemStep;
  points: number;
  isRedeeming: boolean;
  isApplying: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onUseNow: () => void;
  onUseLater: () => void;
};

/** The redeem flow's dialogs (spec 1 §4 "Redeem flow"): the confirmation, then the success dialog. */
export function RedeemDialogs(props: RedeemDialogsProps) {
  const { step } = props;
  return (
    <>
      <ConfirmDialog {...props} />
      {step.name === 'done' && step.answer.type === 'free_merchandise' ? (
        <MerchandiseDialog {...props} />
      ) : (
        <SuccessDialog {...props} />
      )}
    </>
  );
}

type Action = { label: string; onClick: () => void };

/** One dialog of the flow: a title and a line, what it shows, an optional way back and the main action. */
function FlowDialog({
  open,
  title,
  description,
  secondary,
  primary,
  isBusy = false,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  secondary?: Action;
  primary: Action;
  isBusy?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          {secondary && (
            <Button variant="outline" onClick={secondary.onClick} disabled={isBusy}>
              {secondary.label}
            </Button>
          )}
          <Button onClick={primary.onClick} disabled={isBusy}>
            {primary.label}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

function ConfirmDialog({ step, points, isRedeeming, onConfirm, onClose }: RedeemDialogsProps) {
  const { t } = useRewardsTranslation();
  const reward = step.name === 'confirm' ? step.reward : null;
  const rows = reward
    ? [
        { label: t('redeem.currentPoints'), value: points },
        { label: t('redeem.cost'), value: -reward.points_required },
        { label: t('redeem.afterPoints'), value: pointsAfterRedeem(points, reward.points_required) },
      ]
    : [];
  return (
    <FlowDialog
      open={reward !== null}
      onClose={onClose}
      title={t('redeem.confirmTitle', { name: reward?.name ?? '' })}
      description={t('redeem.confirmText')}
      secondary={{ label: t('redeem.cancel'), onClick: onClose }}
      primary={{ label: isRedeeming ? t('redeem.redeeming') : t('redeem.confirm'), onClick: onConfirm }}
      isBusy={isRedeeming}
    >
      <dl className="divide-y divide-line px-5 py-2 sm:px-6">
        {rows.map((row, index) => {
          const isResult = index === rows.length - 1;
          return (
            <div key={row.label} className="flex items-center justify-between gap-4 py-3">
              <dt className={isResult ? 'font-bold' : 'text-muted'}>{row.label}</dt>
              <dd className={isResult ? 'text-lg font-extrabold tabular-nums' : 'font-semibold tabular-nums'}>
                {t('catalogue.points', { count: row.value })}
              </dd>
            </div>
          );
        })}
      </dl>
    </FlowDialog>
  );
}

/** What the customer now holds: the voucher code and until when it is valid. */
function RedeemedVoucher({ step }: { step: RedeemStep }) {
  const { t } = useRewardsTranslation();
  const dateLanguage = useDateLanguage();
  if (step.name !== 'done') return null;
  return (
    <div className="space-y-3 px-5 py-5 sm:px-6">
      <VoucherCode code={step.answer.voucher_code} label={t('held.voucher')} size="lg" />
      <p className="flex items-center gap-1.5 text-sm text-muted">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        {t('held.validUntil', {
          date: formatVenueDate(step.answer.expires_at, VENUE_TIME_ZONE, dateLanguage),
        })}
      </p>
    </div>
  );
}

/** Normal rewards: 'Use Now' applies the reward and goes where it is used; 'Use Later' keeps it. */
function SuccessDialog({ step, isApplying, onUseNow, onUseLater }: RedeemDialogsProps) {
  const { t } = useRewardsTranslation();
  return (
    <FlowDialog
      open={step.name === 'done'}
      onClose={onUseLater}
      title={t('redeem.successTitle')}
      description={t('redeem.successText')}
      secondary={{ label: t('redeem.useLater'), onClick: onUseLater }}
      primary={{ label: isApplying ? t('held.applying') : t('redeem.useNow'), onClick: onUseNow }}
      isBusy={isApplying}
    >
      <RedeemedVoucher step={step} />
    </FlowDialog>
  );
}

/** Merchandise is collected from staff: its voucher code and Close. */
function MerchandiseDialog({ step, onClose }: RedeemDialogsProps) {
  const { t } = useRewardsTranslation();
  return (
    <FlowDialog
      open={step.name === 'done'}
      onClose={onClose}
      title={t('redeem.merchandiseTitle')}
      description={t('redeem.merchandiseText')}
      primary={{ label: t('redeem.close'), onClick: onClose }}
    >
      <RedeemedVoucher step={step} />
    </FlowDialog>
  );
}
