import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export type FieldIds = {
  /** For the control: its id, the ids that describe it, and whether it is invalid. */
  controlId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
};

export type FieldProps = {
  label: ReactNode;
  /** The field's message under the control; it also marks the control invalid. */
  error?: string | undefined;
  /** Help text under the control (hidden while an error shows). */
  hint?: ReactNode;
  /** Shown at the end of the label row (a "Forgot password?" link, a counter…). */
  labelAside?: ReactNode;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: FieldIds) => ReactNode;
};

/** Label, control, hint and error of one form field, wired for assistive technology. */
export function Field({ label, error, hint, labelAside, className, children }: FieldProps) {
  const controlId = useId();
  const hintId = useId();
  const errorId = useId();
  const showsHint = Boolean(hint) && !error;
  const describedBy =
    [showsHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={controlId} className="text-sm font-semibold text-fg">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ controlId, describedBy, isInvalid: Boolean(error) })}
      {showsHint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A field's message under its control; the control points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs font-medium text-danger">
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** Classes of a text-like control; `isInvalid` turns the border to the error colour. */
export function inputClasses({ isInvalid, className }: { isInvalid?: boolean; className?: string } = {}) {
  return clsx(
    'h-12 w-full min-w-0 rounded-xl border bg-surface px-4 text-base text-fg shadow-xs transition-colors sm:text-sm',
    'placeholder:text-muted/70 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-2 read-only:text-muted',
    isInvalid ? 'border-danger' : 'border-line hover:border-muted/50',
    className,
  );
}
