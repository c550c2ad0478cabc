import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CodeInput, type CodeInputProps } from '@/components/form/code-input';

type CodeFieldProps<TValues extends FieldValues> = Omit<
  CodeInputProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<TValues>;
  name: Path<TValues>;
  /** Called on every change of the digits, after the form has them. */
  onEdit?: () => void;
};

/**
 * A one-time code field of a react-hook-form form: the boxes of CodeInput with the field's value and
 * message (a form of useServerForm clears the message as the code is edited).
 */
export function CodeField<TValues extends FieldValues>({
  control,
  name,
  onEdit,
  ...props
}: CodeFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CodeInput
          {...props}
          name={field.name}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onEdit?.();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
