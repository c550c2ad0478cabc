import type { UseFormRegisterReturn } from 'react-hook-form';
import { useDeskTranslation } from '@/lib/i18n-desk';

const selectClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** How long the walk-in plays: whole hours, 1 up to closing (`maxHours`, at least 1). */
export function WalkInDuration({ field, maxHours }: { field: UseFormRegisterReturn; maxHours: number }) {
  const { t } = useDeskTranslation();
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold">
      {t('walkIn.duration')}
      <select {...field} className={selectClasses}>
        {Array.from({ length: Math.max(1, maxHours) }, (_, index) => index + 1).map((hours) => (
          <option key={hours} value={hours}>
            {t('walkIn.hours', { count: hours })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How the walk-in pays: cash at the counter or a counter QRIS. */
export function WalkInMethod({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useDeskTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{t('walkIn.method')}</legend>
      <div className="flex gap-4">
        {(['cash', 'qris'] as const).map((method) => (
          <label key={method} className="flex items-center gap-2 text-sm font-medium">
            <input type="radio" value={method} {...field} className="size-4 accent-(--color-primary)" />
            {t(`walkIn.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
