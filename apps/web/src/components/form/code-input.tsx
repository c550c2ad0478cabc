import { clsx } from 'clsx';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/form/field';

export type CodeInputProps = {
  /** The digits entered so far (no gaps), e.g. '1234'. */
  value: string;
  onChange: (value: string) => void;
  /** Names the group of boxes, e.g. 'Verification code'. */
  label: string;
  length?: number;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Called when the last box is filled. */
  onComplete?: (value: string) => void;
  name?: string;
};

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** A box that held `old` now holds `typed`: with the caret beside the old digit, keep the new one. */
const replacedDigit = (old: string | undefined, typed: string) => {
  if (!old || typed.length !== 2) return typed;
  return typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1);
};

/**
 * A one-time code entered in separate boxes, digits only (spec 1 §2 verification and forgot password).
 * Typing moves to the next box, Backspace goes back, and a pasted or autofilled code spreads over the
 * boxes. Use it through react-hook-form's Controller.
 */
export function CodeInput({
  value,
  onChange,
  label,
  length = 6,
  error,
  disabled,
  autoFocus,
  onComplete,
  name,
}: CodeInputProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const digits = onlyDigits(value).slice(0, length);
  // Focus moves inside the change handlers, before the next render: they read the newest digits here.
  const latest = useRef(digits);
  latest.current = digits;

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string) => {
    const clean = onlyDigits(next).slice(0, length);
    latest.current = clean;
    onChange(clean);
    if (clean.length === length && clean !== digits) onComplete?.(clean);
    return clean;
  };

  /** Writes `typed` starting at box `index` (never past the first empty box, so there are no gaps). */
  const write = (index: number, typed: string) => {
    const incoming = onlyDigits(typed);
    if (!incoming) return;
    const start = Math.min(index, digits.length);
    const next = commit(digits.slice(0, start) + incoming + digits.slice(start + incoming.length));
    focusBox(Math.min(start + incoming.length, length - 1, next.length));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (index < digits.length) {
        commit(digits.slice(0, index) + digits.slice(index + 1));
        focusBox(index);
      } else if (index > 0) {
        commit(digits.slice(0, index - 1));
        focusBox(index - 1);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      commit(digits.slice(0, index) + digits.slice(index + 1));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, digits.length));
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend's layout; the group only needs a name */}
      <div
        role="group"
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        className="grid gap-2 sm:gap-3"
        style={{ gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))` }}
      >
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, never reordered
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            name={name ? `${name}-${index + 1}` : undefined}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing to enter on this step
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={t('form.codeDigit', { label, position: index + 1, length })}
            aria-invalid={error ? true : undefined}
            value={digits[index] ?? ''}
            onFocus={(event) => {
              // A box after the first empty one sends the cursor back to it.
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.target.select();
            }}
            onChange={(event) => write(index, replacedDigit(digits[index], event.target.value))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            className={clsx(
              'aspect-square h-auto w-full min-w-0 rounded-xl border bg-surface text-center text-xl font-bold text-fg tabular-nums shadow-xs transition-colors sm:text-2xl',
              'focus:outline-none focus-visible:border-primary focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-60',
              error ? 'border-danger' : digits[index] ? 'border-primary/60' : 'border-line',
            )}
          />
        ))}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
