import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /faq (spec 1 §2). Coming with the catalogue feature. */
export default function FaqRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.faq')} />;
}
