import { Hourglass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/features/booking/components/notice-banner';
import { usePaymentTranslation } from '@/lib/i18n-payment';

/**
 * The payment is open but its window is not (the popup reported pending, could not open, or its
 * question was dismissed): the page waits for the webhook and offers the window again, or to cancel.
 */
export function WaitingPanel({
  onContinue,
  onCancel,
  isQris,
}: {
  onContinue: () => void;
  onCancel: () => void;
  isQris: boolean;
}) {
  const { t } = usePaymentTranslation();
  return (
    <NoticeBanner
      tone="accent"
      icon={<Hourglass aria-hidden />}
      title={t('waiting.title')}
      role="status"
      actions={
        <>
          <Button variant="primary" size="sm" onClick={onContinue}>
            {isQris ? t('closed.continue') : t('waiting.continue')}
          </Button>
          <Button variant="outline" size="sm" onClick={onCancel}>
            {isQris ? t('closed.qrisCancel') : t('waiting.cancel')}
          </Button>
        </>
      }
    >
      <p className="text-muted">{t('waiting.text')}</p>
    </NoticeBanner>
  );
}
