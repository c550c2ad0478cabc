/** The look of a list's filter controls (selects, dates, pager buttons) in the staff screens. */
export const filterFieldClasses =
  'h-10 rounded-lg border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** A labelled date filter (yyyy-MM-dd): a list's "From" and "To", a report's custom period. */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input
        type="date"
        className={filterFieldClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
