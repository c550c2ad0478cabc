import { clsx } from 'clsx';
import { useId } from 'react';
import { FieldError } from '@/components/form/field';
import { Checkbox } from '@/components/ui/checkbox';

export type CheckboxOption = { id: number; name: string };

/**
 * Picks several of a list (a game's genres, a unit's consoles and games) as ids. A newly ticked id
 * goes last, so a list whose order matters keeps the order it had.
 */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  columns = 2,
}: {
  label: string;
  options: readonly CheckboxOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  hint?: string;
  columns?: 1 | 2 | 3;
}) {
  const errorId = useId();
  const chosen = new Set(value);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-fg">{label}</legend>
      {hint && <p className="-mt-1 text-xs text-muted">{hint}</p>}
      <div
        className={clsx(
          'grid max-h-56 gap-x-4 gap-y-2 overflow-y-auto rounded-xl border border-line p-3',
          columns === 1 ? 'grid-cols-1' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3',
        )}
      >
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            checked={chosen.has(option.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))
            }
          />
        ))}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
