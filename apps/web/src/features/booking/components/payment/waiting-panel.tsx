import { Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/features/booking/components/notice-banner';
import { usePaymentLaterTranslation } from '@/lib/i18n-payment-later';

/**
 * The payment is open but its window is not (the popup reported pending, could not open, or its
 * question was dismissed): the page waits for the webhook and offers the window again, or to cancel.
 * It comes into view when it appears: the customer who chose "Pay later" at the foot of the form sees
 * it rather than the greyed form (issue 12).
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
  const { t } = usePaymentLaterTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={panel}>
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
    </div>
  );
}
