import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
};

/** A native checkbox with a custom look; the whole label toggles it. */
export function Checkbox({ label, description, className, disabled, ...props }: CheckboxProps) {
  return (
    <label
      className={clsx(
        'flex items-start gap-3 text-sm',
        disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer text-fg',
        className,
      )}
    >
      <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
        <input
          type="checkbox"
          disabled={disabled}
          className={clsx(
            'peer size-5 appearance-none rounded-md border-2 border-muted/60 bg-surface transition-colors',
            'checked:border-primary checked:bg-primary',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-2',
            // A locked box still shows that it is ticked.
            'disabled:checked:border-primary/50 disabled:checked:bg-primary/50',
            !disabled && 'cursor-pointer hover:border-primary',
          )}
          {...props}
        />
        <Check
          aria-hidden
          strokeWidth={3}
          className="pointer-events-none absolute size-3.5 text-primary-fg opacity-0 peer-checked:opacity-100"
        />
      </span>
      <span className="leading-snug">
        <span className="font-medium">{label}</span>
        {description && <span className="mt-0.5 block text-xs text-muted">{description}</span>}
      </span>
    </label>
  );
}
