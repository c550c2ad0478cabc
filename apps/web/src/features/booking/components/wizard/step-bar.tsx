import type { WizardStep } from '@ruangmain/domain/booking-draft';
import { clsx } from 'clsx';
import { Check, Lock } from 'lucide-react';
import type { StepItem, StepStatus } from '@/features/booking/utils/wizard-steps';
import { useBookingTranslation } from '@/lib/i18n-booking';

const BADGE: Record<StepStatus, string> = {
  current: 'bg-primary text-primary-fg shadow-sm ring-4 ring-primary/20',
  complete: 'bg-success text-success-fg',
  open: 'border-2 border-primary/40 bg-surface text-primary-text',
  locked: 'border-2 border-line bg-surface-2 text-muted',
};

type StepBarProps = { items: StepItem[]; onSelect: (step: WizardStep) => void };

/**
 * The step bar (spec 2 §2): a vertical list on phones, a tab row from `sm` up. A step is a button
 * only when its prerequisites are met; complete steps show a check, locked ones are greyed out.
 */
export function StepBar({ items, onSelect }: StepBarProps) {
  const { t } = useBookingTranslation();
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="grid gap-0.5 rounded-2xl border border-line bg-surface p-2 shadow-card sm:flex sm:gap-1">
        {items.map(({ step, position, status }) => {
          const isLocked = status === 'locked';
          const name = t(`steps.names.${step}`);
          return (
            <li key={step} className="sm:min-w-0 sm:flex-1">
              <button
                type="button"
                disabled={isLocked}
                aria-current={status === 'current' ? 'step' : undefined}
                data-status={status}
                onClick={() => onSelect(step)}
                className={clsx(
                  'flex w-full items-center gap-3 rounded-xl px-2.5 py-1.5 text-left transition-colors sm:flex-col sm:gap-1.5 sm:px-2 sm:py-2.5 sm:text-center md:flex-row md:justify-center md:gap-2.5',
                  status === 'current' && 'bg-primary-soft',
                  isLocked ? 'cursor-not-allowed opacity-55' : 'cursor-pointer hover:bg-surface-2',
                  status === 'current' && 'hover:bg-primary-soft',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'grid size-7 shrink-0 place-items-center rounded-full text-xs font-extrabold tabular-nums sm:size-8 sm:text-sm',
                    BADGE[status],
                  )}
                >
                  {status === 'complete' ? <Check strokeWidth={3} className="size-4" /> : position}
                </span>
                <span className="min-w-0 flex-1 sm:flex-none">
                  <span className="hidden text-[0.7rem] font-bold tracking-wider text-muted uppercase md:block">
                    {t('steps.number', { number: position })}
                  </span>
                  <span
                    className={clsx(
                      'block truncate text-sm font-bold',
                      status === 'current' ? 'text-primary-text' : isLocked ? 'text-muted' : 'text-fg',
                    )}
                  >
                    {name}
                  </span>
                </span>
                {isLocked && <Lock aria-hidden className="size-3.5 shrink-0 text-muted sm:hidden md:block" />}
                {status !== 'current' && status !== 'open' && (
                  <span className="sr-only">
                    {status === 'complete' ? t('steps.completed') : t('steps.locked')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
