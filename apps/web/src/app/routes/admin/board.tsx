import { BoardView } from '@/features/desk/components/board-view';
import { TodayStrip } from '@/features/reports/components/today-strip';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** /admin: today at a glance, then the front desk's board of units against the business day. */
export default function AdminBoardRoute() {
  const { t } = useDeskTranslation();
  useDocumentTitle(t('board.title'));
  return (
    <>
      <TodayStrip />
      <BoardView />
    </>
  );
}
