import {
  type AdminServiceFee,
  type AdminTax,
  type ServiceFeeBody,
  ServiceFeeBodySchema,
  serviceFeeEndpoints,
  type TaxBody,
  TaxBodySchema,
  taxEndpoints,
} from '@ruangmain/domain/contracts/admin-pricing';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveItem } from '@/features/manage/api/collection';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { toNumberOr } from '@/features/manage/pricing/form-values';
import { NumberInput } from '@/features/manage/pricing/number-input';
import { useServerForm } from '@/hooks/use-server-form';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

/** Adds or edits the PB1 tax: a name, a whole percentage, and whether it is the one applied. */
export function TaxForm({ tax, onClose }: { tax: AdminTax | null; onClose: () => void }) {
  const { t } = useManagePricingTranslation();
  const save = useSaveItem(taxEndpoints);
  const form = useServerForm<TaxBody>({
    schema: TaxBodySchema,
    serverFields: ['name', 'percentage', 'is_active'],
    defaultValues: { name: tax?.name ?? '', percentage: tax?.percentage, is_active: tax?.is_active ?? true },
  });
  return (
    <FormSheet
      open
      title={tax ? t('charges.edit', { name: tax.name }) : t('charges.newTax')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: tax?.id ?? null, body })}
    >
      <TextInput label={t('charges.name')} autoComplete="off" {...form.field('name')} />
      <NumberInput
        label={t('charges.percentage')}
        {...form.field('percentage', { setValueAs: toNumberOr(undefined) })}
      />
      <Checkbox
        label={t('charges.active')}
        description={t('charges.taxActiveHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}

/** Adds or edits a service fee: a name, an amount in rupiah, and whether it is charged. */
export function ServiceFeeForm({ fee, onClose }: { fee: AdminServiceFee | null; onClose: () => void }) {
  const { t } = useManagePricingTranslation();
  const save = useSaveItem(serviceFeeEndpoints);
  const form = useServerForm<ServiceFeeBody>({
    schema: ServiceFeeBodySchema,
    serverFields: ['name', 'amount', 'is_active'],
    defaultValues: { name: fee?.name ?? '', amount: fee?.amount, is_active: fee?.is_active ?? true },
  });
  return (
    <FormSheet
      open
      title={fee ? t('charges.edit', { name: fee.name }) : t('charges.newFee')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: fee?.id ?? null, body })}
    >
      <TextInput label={t('charges.name')} autoComplete="off" {...form.field('name')} />
      <NumberInput
        label={t('charges.amount')}
        {...form.field('amount', { setValueAs: toNumberOr(undefined) })}
      />
      <Checkbox
        label={t('charges.active')}
        description={t('charges.feeActiveHint')}
        {...form.register('is_active')}
      />
    </FormSheet>
  );
}
