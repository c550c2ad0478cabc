import { useTranslation } from 'react-i18next';
import { ChangeNumberForm } from '@/features/auth/components/change-number-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /change-number (spec 1 §2): move a registration awaiting its OTP to another phone. */
export default function ChangeNumberRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.changeNumber'));
  return <ChangeNumberForm />;
}
