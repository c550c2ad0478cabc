import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown while a lazy route module loads. */
export function PageLoader({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={clsx('grid min-h-[50vh] place-items-center text-primary-text', className)}>
      <Spinner className="size-8" label={t('a11y.loading')} />
    </div>
  );
}
