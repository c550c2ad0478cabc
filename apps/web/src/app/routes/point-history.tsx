import { useTranslation } from 'react-i18next';
import {
  CustomerHistoryScreen,
  HistoryFrame,
  PointHistoryShellBody,
} from '@/features/history/components/history-frame';
import { PointHistoryPage } from '@/features/history/components/point-history-page';
import { PointsBalance } from '@/features/history/components/points-balance';
import { useHistoryTranslation } from '@/lib/i18n-history';

/** The page's title and introduction. */
function useHeading() {
  const { t } = useTranslation();
  const { t: tHistory } = useHistoryTranslation();
  return { title: t('pages.pointHistory'), description: tHistory('points.intro') };
}

/** /point-history (spec 2 §2 "Point history"): the balance above the ledger, for customers. */
export default function PointHistoryRoute() {
  return (
    <CustomerHistoryScreen {...useHeading()}>
      <div className="flex flex-col gap-5">
        <PointsBalance />
        <PointHistoryPage />
      </div>
    </CustomerHistoryScreen>
  );
}

/** The prerendered first paint (docs/decisions/0018): the frame and skeleton rows. */
export function Shell() {
  return (
    <HistoryFrame {...useHeading()}>
      <PointHistoryShellBody />
    </HistoryFrame>
  );
}
