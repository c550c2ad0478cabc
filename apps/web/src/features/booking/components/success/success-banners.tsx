import { Coins, Gift, Store } from 'lucide-react';
import { NoticeBanner } from '@/features/booking/components/notice-banner';
import type { BookingStatusView } from '@/lib/booking-status';
import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/**
 * What kind of booking it was (spec 2 §2 "Reward and OTS banners", "Points earned"), from the server's
 * record: the channel says reward or counter, and the points are what the ledger credited.
 */
export function SuccessBanners({ view }: { view: BookingStatusView }) {
  const { t } = usePaymentOutcomeTranslation();
  const paid = view.payment_method;
  const method = paid === 'cash' || paid === 'qris' ? paid : 'midtrans';
  return (
    <>
      {view.channel === 'reward' && (
        <NoticeBanner tone="primary" icon={<Gift aria-hidden />} title={t('success.rewardTitle')}>
          {t('success.rewardText')}
        </NoticeBanner>
      )}
      {view.channel === 'ots' && (
        <NoticeBanner tone="accent" icon={<Store aria-hidden />} title={t('success.otsTitle')}>
          {t('success.otsText', { method: t(`success.methods.${method}`) })}
        </NoticeBanner>
      )}
      {view.points_earned > 0 && (
        <NoticeBanner
          tone="accent"
          icon={<Coins aria-hidden />}
          title={t('success.points', { count: view.points_earned })}
          testId="points-earned"
        >
          {t('success.pointsText')}
        </NoticeBanner>
      )}
    </>
  );
}
