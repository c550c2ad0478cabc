import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReceiptPage } from '@/features/history/components/receipt/receipt-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequireSession } from '@/lib/auth/require-session';
import { useReceiptTranslation } from '@/lib/i18n-receipt';

/** /receipt/{invoice}: a paid booking's or food order's receipt, for its owner and staff. */
export default function ReceiptRoute() {
  const { invoice = '' } = useParams();
  const { t } = useReceiptTranslation();
  const { t: tCommon } = useTranslation();
  useDocumentTitle(`${t('sheet.title')} ${invoice}`.trim() || tCommon('pages.bookHistory'));
  return (
    <RequireSession>
      <ReceiptPage invoiceNumber={invoice} />
    </RequireSession>
  );
}
