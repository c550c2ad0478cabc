import { useState } from 'react';
import type { TableQuery } from '@/features/manage/hooks/use-table-query';

/** The look of a select in the back office's filters and forms, as the desk's. */
export const SELECT_CLASSES =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** A labelled select beside a table's search: one filter of the list. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={SELECT_CLASSES}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A list filter's value; choosing another goes back to the list's first page. */
export function useTableFilter(table: TableQuery) {
  const [value, setValue] = useState('');
  const choose = (next: string) => {
    setValue(next);
    table.setPage(1);
  };
  return [value, choose] as const;
}
