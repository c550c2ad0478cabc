import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClasses } from '@/components/form/field';

export type TextInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
  /** An icon at the start of the box. */
  icon?: ReactNode;
  /** A control at the end of the box (a show/hide button…). */
  trailing?: ReactNode;
  fieldClassName?: string;
};

/**
 * A labelled text input. Spread react-hook-form's `register(name)` into it; `error` shows the field's
 * message under it and marks it invalid.
 */
export function TextInput({
  label,
  error,
  hint,
  labelAside,
  icon,
  trailing,
  fieldClassName,
  className,
  ...props
}: TextInputProps) {
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} className={fieldClassName}>
      {({ controlId, describedBy, isInvalid }) => (
        <div className="relative">
          {icon && (
            <span className="pointer-events-none absolute inset-y-0 left-0 grid w-11 place-items-center text-muted [&>svg]:size-4.5">
              {icon}
            </span>
          )}
          <input
            id={controlId}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            className={inputClasses({
              isInvalid,
              className: clsx(icon && 'pl-11', trailing && 'pr-12', className),
            })}
            {...props}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
