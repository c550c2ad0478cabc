import { listClosingsAfterMidnight } from '@ruangmain/domain/weekly-hours';
import { use } from 'react';
import { OpeningHoursList } from '@/components/opening-hours-list';
import { loadVenueOnce } from '@/lib/catalogue/load-venue';
import { useTermsTranslation } from '@/lib/i18n-terms';

/**
 * The terms' opening hours (spec 1 §9 "Terms content"), the venue's as set on the Venue screen
 * (record 0029): loaded apart, like the venue's own terms, so pages that open the terms load nothing
 * more up front. spec 2 §9's hours read exactly as spec 1 §9 writes them.
 */
export default function TermsHours() {
  const { t } = useTermsTranslation();
  const days = use(loadVenueOnce()).opening_hours;
  const closings = listClosingsAfterMidnight(days);
  return (
    <>
      <OpeningHoursList
        days={days}
        dayName={(key) => t(`days.${key}`)}
        spanLabel={(first, last) => t('daysSpan', { first, last })}
        hoursLabel={(hours) => (hours ? t('hoursRange', hours) : t('closed'))}
        className="grid gap-1.5 sm:max-w-sm"
        rowClassName="flex justify-between gap-4 rounded-lg bg-surface-2 px-3 py-1.5"
      />
      {closings.length > 0 && (
        <p className="mt-2 text-xs">
          {t('sections.hours.note', { times: new Intl.ListFormat('id').format(closings) })}
        </p>
      )}
    </>
  );
}
