import {
  type AdminReward,
  type RewardBody,
  RewardBodySchema,
  rewardEndpoints,
} from '@ruangmain/domain/contracts/admin-pricing';
import { REWARD_TYPES } from '@ruangmain/domain/rewards';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveItem } from '@/features/manage/api/collection';
import { ImageFormField } from '@/features/manage/components/form-fields';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { SelectField } from '@/features/manage/components/select-field';
import { toNumberOr } from '@/features/manage/pricing/form-values';
import { NumberInput } from '@/features/manage/pricing/number-input';
import { emptyEffects, RewardEffectsFields } from '@/features/manage/pricing/reward-effects-fields';
import { useServerForm } from '@/hooks/use-server-form';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

/** Adds a reward (`reward` null) or edits one, with its effects, checked by the shared contract. */
export function RewardForm({ reward, onClose }: { reward: AdminReward | null; onClose: () => void }) {
  const { t } = useManagePricingTranslation();
  const save = useSaveItem(rewardEndpoints);
  const form = useServerForm<RewardBody>({
    schema: RewardBodySchema,
    serverFields: [
      'name',
      'description',
      'image',
      'type',
      'points_required',
      'effects',
      'stock',
      'validity_days',
      'is_active',
    ],
    defaultValues: {
      name: reward?.name ?? '',
      description: reward?.description ?? '',
      image: reward?.image ?? null,
      type: reward?.type ?? 'free_fnb',
      points_required: reward?.points_required,
      effects: reward?.effects ?? emptyEffects('free_fnb'),
      stock: reward?.stock ?? null,
      validity_days: reward?.validity_days ?? 30,
      is_active: reward?.is_active ?? true,
    },
  });
  const typeField = form.register('type', {
    // A new type starts its effects afresh: a unit and hours, items, or a merchandise item.
    onChange: (event) => form.setValue('effects', emptyEffects(event.target.value), { shouldDirty: true }),
  });
  return (
    <FormSheet
      open
      title={reward ? t('rewards.edit', { name: reward.name }) : t('rewards.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: reward?.id ?? null, body })}
    >
      <TextInput label={t('rewards.name')} autoComplete="off" {...form.field('name')} />
      <TextArea label={t('rewards.description')} rows={2} {...form.field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('rewards.type')}
          error={form.formState.errors.type?.message}
          options={REWARD_TYPES.map((type) => ({ value: type, label: t(`rewards.types.${type}`) }))}
          {...typeField}
        />
        <NumberInput
          label={t('rewards.points')}
          {...form.field('points_required', { setValueAs: toNumberOr(undefined) })}
        />
      </div>
      <RewardEffectsFields control={form.control} errors={form.formState.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberInput
          label={t('rewards.stock')}
          hint={t('rewards.stockHint')}
          {...form.field('stock', { setValueAs: toNumberOr(null) })}
        />
        <NumberInput
          label={t('rewards.validity')}
          hint={t('rewards.validityHint')}
          {...form.field('validity_days', { setValueAs: toNumberOr(undefined) })}
        />
      </div>
      <ImageFormField control={form.control} name="image" label={t('rewards.image')} />
      <Checkbox
        label={t('rewards.active')}
        description={t('rewards.activeHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}
