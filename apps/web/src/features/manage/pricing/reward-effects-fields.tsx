import type { RewardBody, RewardEffectsBodySchema } from '@ruangmain/domain/contracts/admin-pricing';
import { Plus, X } from 'lucide-react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Field, inputClasses } from '@/components/form/field';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { useRewardChoices } from '@/features/manage/pricing/reward-choices';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

// The effects as the contract reads them (ids as numbers), which is also what the form holds.
type Effects = z.output<typeof RewardEffectsBodySchema>;
type Choice = { id: number; name: string };

/** The effects a reward of each type starts with when the type is chosen. */
export const emptyEffects = (type: RewardBody['type']): Effects => {
  if (type === 'free_play') return { type, unit_id: 0, duration_hours: 1 };
  if (type === 'free_fnb') return { type, fnbs: [] };
  return { type, item: '' };
};

const toNumber = (value: string) => (value === '' ? 0 : Number(value));

/**
 * What a reward grants, by its type (spec 2 §3 "Reward data"): a unit and hours for free play, items
 * with quantities for free food, the item for merchandise. The shared contract checks it on save.
 */
export function RewardEffectsFields({
  control,
  errors,
}: {
  control: Control<RewardBody>;
  errors: FieldErrors<RewardBody>;
}) {
  const { t } = useManagePricingTranslation();
  const choices = useRewardChoices();
  const message = firstMessage(errors.effects);
  return (
    <Controller
      control={control}
      name="effects"
      render={({ field }) => {
        const effects = field.value as Effects;
        const set = (next: Effects) => field.onChange(next);
        return (
          <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{t('rewards.effects')}</legend>
            {effects.type === 'free_play' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <ChoiceSelect
                  label={t('rewards.unit')}
                  placeholder={t('rewards.chooseUnit')}
                  choices={choices.units}
                  value={effects.unit_id}
                  onChange={(unit_id) => set({ ...effects, unit_id })}
                />
                <TextInput
                  label={t('rewards.hours')}
                  inputMode="numeric"
                  value={String(effects.duration_hours || '')}
                  onChange={(event) => set({ ...effects, duration_hours: toNumber(event.target.value) })}
                />
              </div>
            )}
            {effects.type === 'free_fnb' && (
              <FoodLines effects={effects} choices={choices.fnbs} onChange={set} />
            )}
            {effects.type === 'free_merchandise' && (
              <TextInput
                label={t('rewards.merchandise')}
                value={effects.item}
                onChange={(event) => set({ ...effects, item: event.target.value })}
              />
            )}
            {message && (
              <p role="alert" className="text-sm text-danger">
                {message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function FoodLines({
  effects,
  choices,
  onChange,
}: {
  effects: Extract<Effects, { type: 'free_fnb' }>;
  choices: Choice[];
  onChange: (effects: Effects) => void;
}) {
  const { t } = useManagePricingTranslation();
  const lines = effects.fnbs;
  const setLine = (index: number, line: (typeof lines)[number]) =>
    onChange({ ...effects, fnbs: lines.map((current, at) => (at === index ? line : current)) });
  return (
    <div className="flex flex-col gap-2">
      {lines.map((line, index) => {
        const name = choices.find((choice) => choice.id === line.fnb_id)?.name ?? t('rewards.chooseItem');
        return (
          // Lines have no id of their own until saved; their place is what the admin edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flex items-end gap-2">
            <ChoiceSelect
              label={t('rewards.items')}
              placeholder={t('rewards.chooseItem')}
              choices={choices}
              value={line.fnb_id}
              onChange={(fnb_id) => setLine(index, { ...line, fnb_id })}
              className="min-w-0 flex-1"
            />
            <TextInput
              label={t('rewards.quantity')}
              inputMode="numeric"
              value={String(line.quantity || '')}
              onChange={(event) => setLine(index, { ...line, quantity: toNumber(event.target.value) })}
              fieldClassName="w-24"
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('rewards.removeItem', { name })}
              onClick={() => onChange({ ...effects, fnbs: lines.filter((_, at) => at !== index) })}
              className="mb-1"
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => onChange({ ...effects, fnbs: [...lines, { fnb_id: 0, quantity: 1 }] })}
      >
        <Plus aria-hidden className="size-4" />
        {t('rewards.addItem')}
      </Button>
    </div>
  );
}

function ChoiceSelect({
  label,
  placeholder,
  choices,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  choices: Choice[];
  value: number;
  onChange: (id: number) => void;
  className?: string;
}) {
  return (
    <Field label={label} className={className}>
      {({ controlId }) => (
        <select
          id={controlId}
          className={inputClasses()}
          value={value || ''}
          onChange={(event) => onChange(toNumber(event.target.value))}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The first message anywhere under the effects (its fields nest: effects.fnbs.0.quantity). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue; // the input element, not a message
    const found = value && typeof value === 'object' ? firstMessage(value) : undefined;
    if (found) return found;
  }
  return undefined;
}
