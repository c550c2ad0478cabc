import { SEATING_MODES, type SeatingMode } from '@ruangmain/domain/food-order';
import { clsx } from 'clsx';
import { Armchair, Gamepad2, MapPin, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, inputClasses } from '@/components/form/field';
import { TextInput } from '@/components/form/text-input';
import { SectionCard } from '@/components/ui/section-card';
import { useUnitChoices } from '@/features/food/hooks/use-unit-choices';
import type { CheckoutValues } from '@/features/food/utils/checkout-schema';
import { useFoodTranslation } from '@/lib/i18n-food';

const MODE_ICONS = { table: Armchair, unit: Gamepad2, takeaway: ShoppingBag } as const;

/**
 * Where the order goes (spec 2 §2 "A seating choice. Table has a table number as text. Unit is chosen
 * from a list showing unit name and room name. Take Away has a pickup note."); Table by default (§9).
 * A customer's list holds only the units of their own bookings playing now (issue 30), the one such
 * unit chosen for them; with none, the card says why, calmly.
 */
export function SeatingCard() {
  const { t } = useFoodTranslation();
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const seating = useWatch({ control, name: 'seating' });
  const units = useUnitChoices(seating === 'unit');
  const onlyUnit = units.units.length === 1 ? units.units[0] : undefined;
  useEffect(() => {
    if (onlyUnit && !getValues('unitId')) setValue('unitId', String(onlyUnit.id));
  }, [onlyUnit, getValues, setValue]);
  const hints: Record<SeatingMode, string> = {
    table: t('seating.tableHint'),
    unit: t('seating.unitHint'),
    takeaway: t('seating.takeawayHint'),
  };

  return (
    <SectionCard icon={<MapPin />} title={t('seating.title')} description={t('seating.subtitle')}>
      <fieldset className="flex flex-col gap-5">
        <legend className="sr-only">{t('seating.title')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {SEATING_MODES.map((mode) => {
            const Icon = MODE_ICONS[mode];
            const isChosen = seating === mode;
            return (
              <label
                key={mode}
                className={clsx(
                  'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-2xl border-2 px-2 py-3 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:py-4',
                  isChosen ? 'border-primary bg-primary-soft/60' : 'border-line hover:border-primary/50',
                )}
              >
                <input type="radio" value={mode} className="sr-only" {...register('seating')} />
                <Icon aria-hidden className={clsx('size-6', isChosen ? 'text-primary-text' : 'text-muted')} />
                <span className="text-sm font-bold">{t(`seating.${mode}`)}</span>
                <span className="hidden text-xs text-muted sm:block">{hints[mode]}</span>
              </label>
            );
          })}
        </div>

        {seating === 'table' && (
          <TextInput
            label={t('seating.tableNumber')}
            placeholder={t('seating.tablePlaceholder')}
            inputMode="text"
            autoComplete="off"
            maxLength={20}
            error={errors.tableNumber?.message}
            {...register('tableNumber')}
          />
        )}
        {seating === 'unit' && (
          <Field
            label={t('seating.unitLabel')}
            error={errors.unitId?.message ?? (units.isError ? t('seating.unitsFailed') : undefined)}
          >
            {({ controlId, describedBy, isInvalid }) => (
              <select
                id={controlId}
                aria-describedby={describedBy}
                aria-invalid={isInvalid || undefined}
                disabled={units.isPending || units.noUnitReason !== null}
                className={inputClasses({ isInvalid, className: 'cursor-pointer' })}
                {...register('unitId')}
              >
                <option value="">{t('seating.unitPlaceholder')}</option>
                {units.units.map((unit) => (
                  <option key={unit.id} value={String(unit.id)}>
                    {t('seating.unitOption', { unit: unit.name, room: unit.room.name })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {seating === 'unit' && units.noUnitReason && (
          <p
            data-testid="no-unit-note"
            className="rounded-2xl border border-line bg-surface-2/60 p-4 text-sm leading-relaxed text-muted"
          >
            {units.noUnitReason === 'guest' ? t('seating.unitGuestNote') : t('seating.unitNonePlaying')}
          </p>
        )}
        {seating === 'takeaway' && (
          <p className="rounded-2xl border border-line bg-surface-2/60 p-4 text-sm leading-relaxed text-muted">
            {t('seating.pickupNote')}
          </p>
        )}
      </fieldset>
    </SectionCard>
  );
}
