import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClasses } from '@/components/form/field';

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** A first option with an empty value ("Choose a room"). */
  placeholder?: string;
};

/** A labelled native select; spread react-hook-form's `register(name)` (or `field(name)`) into it. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ controlId, describedBy, isInvalid }) => (
        <select
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          className={inputClasses({ isInvalid, className })}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
