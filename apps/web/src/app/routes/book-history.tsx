import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /book-history (spec 2 §2). Coming with the history feature. */
export default function BookHistoryRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.bookHistory')} />;
}
