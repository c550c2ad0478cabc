import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxGroup, type CheckboxOption } from '@/features/manage/components/checkbox-group';
import { ImageField } from '@/features/manage/components/image-field';

/** A form's `image` field: the upload field bound to react-hook-form. */
export function ImageFormField<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A form's list of ids (a game's genres, a unit's games): the checkbox group bound to react-hook-form. */
export function CheckboxGroupField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  hint,
  columns,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  options: readonly CheckboxOption[];
  hint?: string;
  columns?: 1 | 2 | 3;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          label={label}
          options={options}
          value={(field.value as number[] | undefined) ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
          {...(hint === undefined ? {} : { hint })}
          {...(columns === undefined ? {} : { columns })}
        />
      )}
    />
  );
}
