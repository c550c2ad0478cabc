import { formatLongDate } from '@ruangmain/domain/dates';
import { formatRupiah } from '@ruangmain/domain/money';
import type { ReactNode } from 'react';
import type { WizardState } from '@/features/booking/state/booking-draft-store';
import { useDateLanguage } from '@/hooks/use-date-language';
import { useBookingSummaryTranslation } from '@/lib/i18n-booking-summary';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold break-words">{children}</dd>
    </div>
  );
}

/**
 * The booking's choices (spec 2 §2 "Booking summary rows"): Console, Room Type, PS Unit with its price
 * per hour, Game, Date in Indonesian long form, Start Time, Duration, Food & Drinks, Notes.
 */
export function SummaryRows({ draft, display }: Pick<WizardState, 'draft' | 'display'>) {
  const { t } = useBookingSummaryTranslation();
  const dateLanguage = useDateLanguage();
  const empty = t('notChosen');
  return (
    <dl className="divide-y divide-line">
      <SummaryRow label={t('console')}>{display.console?.name ?? draft.consoleName ?? empty}</SummaryRow>
      <SummaryRow label={t('roomType')}>{display.room?.name ?? empty}</SummaryRow>
      <SummaryRow label={t('psUnit')}>
        {display.unit ? (
          <>
            {display.unit.name}
            <span className="block text-xs font-medium text-muted">
              {t('pricePerHour', { price: formatRupiah(display.unit.price_per_hour) })}
            </span>
          </>
        ) : (
          empty
        )}
      </SummaryRow>
      <SummaryRow label={t('game')}>{display.game?.title ?? empty}</SummaryRow>
      <SummaryRow label={t('date')}>
        {draft.date ? formatLongDate(draft.date, dateLanguage) : empty}
      </SummaryRow>
      <SummaryRow label={t('startTime')}>{draft.startTime ?? empty}</SummaryRow>
      <SummaryRow label={t('duration')}>
        {draft.duration ? t('hours', { count: draft.duration }) : empty}
      </SummaryRow>
      <SummaryRow label={t('foodAndDrinks')}>
        {draft.food.length > 0 ? (
          <ul className="space-y-1">
            {draft.food.map((line) => (
              <li key={line.id}>
                {t('foodLine', { quantity: line.quantity, name: line.name })}
                <span className="block text-xs font-medium text-muted">
                  {formatRupiah(line.price * line.quantity)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          empty
        )}
      </SummaryRow>
      <SummaryRow label={t('notes')}>
        {draft.notes.trim() ? <span className="font-medium whitespace-pre-line">{draft.notes}</span> : empty}
      </SummaryRow>
    </dl>
  );
}
