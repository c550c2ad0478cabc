import { BoardView } from '@/features/desk/components/board-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** /admin: the front desk's board of units against the business day, under the day's figures. */
export default function AdminBoardRoute() {
  const { t } = useDeskTranslation();
  useDocumentTitle(t('board.title'));
  return <BoardView />;
}
