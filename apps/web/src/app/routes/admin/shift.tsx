import { ShiftPage } from '@/features/shift/components/shift-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useShiftTranslation } from '@/lib/i18n-shift';

/** The staff app's cash drawer: open, running figures, close, closed shifts and their print views. */
export default function AdminShiftRoute() {
  const { t } = useShiftTranslation();
  useDocumentTitle(t('title'));
  return <ShiftPage />;
}
