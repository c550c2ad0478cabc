import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClasses } from '@/components/form/field';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The accessible name; the placeholder alone is not one. */
  label: string;
  /** Classes of the wrapping label (its width). */
  className?: string;
  inputClassName?: string;
};

/** A search box with its magnifier: the rewards catalogue's 'Find rewards...'. */
export function SearchInput({ label, className, inputClassName, ...props }: SearchInputProps) {
  return (
    <label className={clsx('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        {...props}
        className={inputClasses({ className: clsx('pl-11', inputClassName) })}
      />
    </label>
  );
}
