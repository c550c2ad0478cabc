import { useTranslation } from 'react-i18next';
import {
  CustomerHistoryScreen,
  HistoryFrame,
  HistoryShellBody,
} from '@/features/history/components/history-frame';
import { HistoryPage } from '@/features/history/components/history-page';
import { useHistoryTranslation } from '@/lib/i18n-history';

/** The page's title and introduction. */
function useHeading() {
  const { t } = useTranslation();
  const { t: tHistory } = useHistoryTranslation();
  return { title: t('pages.bookHistory'), description: tHistory('intro') };
}

/** /book-history (spec 2 §2 "Booking history"), for customers; visitors are sent to /login. */
export default function BookHistoryRoute() {
  return (
    <CustomerHistoryScreen {...useHeading()}>
      <HistoryPage />
    </CustomerHistoryScreen>
  );
}

/**
 * The prerendered first paint (docs/decisions/0018): the frame, tabs and skeleton cards, until the
 * browser says who is logged in.
 */
export function Shell() {
  return (
    <HistoryFrame {...useHeading()}>
      <HistoryShellBody />
    </HistoryFrame>
  );
}
