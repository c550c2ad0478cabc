import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A table's column heads, money right-aligned; `className` pads each cell as its table's rows are. */
export function ColumnHeads({
  columns,
  className,
}: {
  columns: ReadonlyArray<{ label: ReactNode; isNumber?: boolean }>;
  className: string;
}) {
  return (
    <tr>
      {columns.map(({ label, isNumber }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their order is their identity.
        <th key={index} scope="col" className={clsx(className, 'font-semibold', isNumber && 'text-right')}>
          {label}
        </th>
      ))}
    </tr>
  );
}
