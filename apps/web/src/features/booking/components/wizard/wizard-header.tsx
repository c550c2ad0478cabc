import { PanelRightClose, PanelRightOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBookingTranslation } from '@/lib/i18n-booking';

type WizardHeaderProps = { isSummaryOpen: boolean; summaryId: string; onToggleSummary: () => void };

/** The page title, Book a Room (spec 2 §2), and the button that hides or shows the summary panel. */
export function WizardHeader({ isSummaryOpen, summaryId, onToggleSummary }: WizardHeaderProps) {
  const { t } = useBookingTranslation();
  const Icon = isSummaryOpen ? PanelRightClose : PanelRightOpen;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-sm font-bold tracking-wider text-primary-text uppercase">{t('wizard.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-black tracking-tight text-balance sm:text-4xl">
          {t('wizard.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-sm text-pretty text-muted sm:text-base">{t('wizard.intro')}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={isSummaryOpen}
        aria-controls={isSummaryOpen ? summaryId : undefined}
        onClick={onToggleSummary}
      >
        <Icon aria-hidden className="size-4" />
        {isSummaryOpen ? t('wizard.hideSummary') : t('wizard.showSummary')}
      </Button>
    </header>
  );
}
