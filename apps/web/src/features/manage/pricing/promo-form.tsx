import {
  type AdminPromo,
  type PromoBody,
  PromoBodySchema,
  promoEndpoints,
} from '@ruangmain/domain/contracts/admin-pricing';
import { PROMO_SCOPES } from '@ruangmain/domain/promos';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveItem } from '@/features/manage/api/collection';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { SelectField } from '@/features/manage/components/select-field';
import { fromVenueDate, toNumberOr, toVenueDate } from '@/features/manage/pricing/form-values';
import { NumberInput } from '@/features/manage/pricing/number-input';
import { useServerForm } from '@/hooks/use-server-form';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

/** The form's values as the request sends them: the dates as ISO text. */
const toPromoRequest = (body: z.output<typeof PromoBodySchema>): PromoBody => ({
  ...body,
  start_date: body.start_date?.toISOString() ?? null,
  end_date: body.end_date?.toISOString() ?? null,
});

/** Adds a promo (`promo` null) or edits one, checked by the shared contract; its uses are read-only. */
export function PromoForm({ promo, onClose }: { promo: AdminPromo | null; onClose: () => void }) {
  const { t } = useManagePricingTranslation();
  const save = useSaveItem(promoEndpoints);
  // The dates leave the form as Dates (the contract's codec) and travel as ISO text.
  const form = useServerForm<PromoBody, z.output<typeof PromoBodySchema>>({
    schema: PromoBodySchema,
    serverFields: [
      'promo_code',
      'description',
      'percentage',
      'is_active',
      'start_date',
      'end_date',
      'usage_limit',
      'usage_limit_per_user',
      'min_spend',
      'applies_to',
    ],
    defaultValues: {
      promo_code: promo?.promo_code ?? '',
      description: promo?.description ?? '',
      percentage: promo?.percentage,
      is_active: promo?.is_active ?? true,
      start_date: promo?.start_date ?? null,
      end_date: promo?.end_date ?? null,
      usage_limit: promo?.usage_limit ?? null,
      usage_limit_per_user: promo?.usage_limit_per_user ?? null,
      min_spend: promo?.min_spend ?? 0,
      applies_to: promo?.applies_to ?? 'all',
    },
  });
  return (
    <FormSheet
      open
      title={promo ? t('promos.edit', { code: promo.promo_code }) : t('promos.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: promo?.id ?? null, body: toPromoRequest(body) })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('promos.code')}
          hint={t('promos.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          className="uppercase"
          {...form.field('promo_code')}
        />
        <NumberInput
          label={t('promos.percentage')}
          {...form.field('percentage', { setValueAs: toNumberOr(undefined) })}
        />
      </div>
      <TextArea label={t('promos.description')} rows={2} {...form.field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['start_date', 'end_date'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextInput
                type="date"
                label={t(name === 'start_date' ? 'promos.start' : 'promos.end')}
                value={toVenueDate(field.value)}
                onChange={(event) =>
                  field.onChange(fromVenueDate(event.target.value, name === 'start_date' ? 'start' : 'end'))
                }
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <SelectField
        label={t('promos.appliesTo')}
        error={form.formState.errors.applies_to?.message}
        options={PROMO_SCOPES.map((scope) => ({ value: scope, label: t(`promos.scope.${scope}`) }))}
        {...form.register('applies_to')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberInput
          label={t('promos.minSpend')}
          hint={t('promos.minSpendHint')}
          {...form.field('min_spend', { setValueAs: toNumberOr(undefined) })}
        />
        <NumberInput
          label={t('promos.perCustomer')}
          hint={t('promos.perCustomerHint')}
          {...form.field('usage_limit_per_user', { setValueAs: toNumberOr(null) })}
        />
        <NumberInput
          label={t('promos.usageLimit')}
          hint={t('promos.usageLimitHint')}
          {...form.field('usage_limit', { setValueAs: toNumberOr(null) })}
        />
      </div>
      {promo && <p className="text-sm text-muted">{t('promos.timesUsed', { count: promo.times_used })}</p>}
      <Checkbox
        label={t('promos.active')}
        description={t('promos.activeHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}
