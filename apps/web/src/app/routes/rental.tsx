import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /rental: a placeholder page whose whole content is a heading (spec 1 §2, spec 2 §2). */
export default function RentalRoute() {
  const { t } = useTranslation();
  const title = t('pages.rental');
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
    </div>
  );
}
