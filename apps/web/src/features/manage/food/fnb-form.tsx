import {
  type AdminFnb,
  type FnbBody,
  FnbBodySchema,
  fnbEndpoints,
} from '@ruangmain/domain/contracts/admin-food';
import { Field, inputClasses } from '@/components/form/field';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveItem } from '@/features/manage/api/collection';
import { ImageFormField } from '@/features/manage/components/form-fields';
import { FormSheet } from '@/features/manage/components/form-sheet';
import { useAllFnbCategories } from '@/features/manage/food/use-fnb-categories';
import { useServerForm } from '@/hooks/use-server-form';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

/** Adds a menu item (`item` null) or edits one, with the shared contract's checks. */
export function FnbForm({ item, onClose }: { item: AdminFnb | null; onClose: () => void }) {
  const { t } = useManageContentTranslation();
  const categories = useAllFnbCategories().data?.data ?? [];
  const save = useSaveItem(fnbEndpoints);
  const form = useServerForm<FnbBody>({
    schema: FnbBodySchema,
    serverFields: ['name', 'fnb_category_id', 'price', 'description', 'image', 'is_available'],
    defaultValues: {
      name: item?.name ?? '',
      fnb_category_id: item?.fnb_category_id,
      price: item?.price,
      description: item?.description ?? '',
      image: item?.image ?? null,
      is_available: item?.is_available ?? true,
    },
  });
  const categoryError = form.formState.errors.fnb_category_id?.message;
  return (
    <FormSheet
      open
      title={item ? t('fnbs.edit', { name: item.name }) : t('fnbs.new')}
      form={form}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: item?.id ?? null, body })}
    >
      <TextInput label={t('fnbs.name')} autoComplete="off" {...form.field('name')} />
      <Field label={t('fnbs.category')} error={categoryError}>
        {({ controlId, describedBy, isInvalid }) => (
          <select
            id={controlId}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            className={inputClasses({ isInvalid })}
            {...form.register('fnb_category_id', {
              setValueAs: (value) => (value === '' ? undefined : Number(value)),
            })}
          >
            <option value="">{t('fnbs.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.category}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput
        label={t('fnbs.price')}
        inputMode="numeric"
        autoComplete="off"
        {...form.field('price', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
      />
      <TextArea label={t('fnbs.description')} rows={2} {...form.field('description')} />
      <ImageFormField control={form.control} name="image" label={t('fnbs.image')} />
      <Checkbox
        label={t('fnbs.available')}
        description={t('fnbs.availableHint')}
        {...form.register('is_available')}
      />
    </FormSheet>
  );
}
