import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClasses } from '@/components/form/field';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the end of the label row (a character counter…). */
  labelAside?: ReactNode;
};

/** A labelled multi-line input; spread react-hook-form's `register(name)` into it, like TextInput. */
export function TextArea({ label, error, hint, labelAside, className, rows = 3, ...props }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside}>
      {({ controlId, describedBy, isInvalid }) => (
        <textarea
          id={controlId}
          rows={rows}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={inputClasses({
            isInvalid,
            className: clsx('h-auto resize-y py-3 leading-relaxed', className),
          })}
          {...props}
        />
      )}
    </Field>
  );
}
