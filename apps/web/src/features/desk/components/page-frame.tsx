import type { ReactNode } from 'react';
import { filterFieldClasses } from '@/components/form/filter-date';

/** A staff screen's heading, an optional line under it, and its content. */
export function PageFrame({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 px-4 py-5 lg:px-6">
      <div>
        <h1 className="text-2xl font-extrabold">{title}</h1>
        {text && <p className="mt-1 max-w-2xl text-sm text-muted">{text}</p>}
      </div>
      {children}
    </div>
  );
}

export const fieldClasses = filterFieldClasses;

/** Previous / next under a paged list, with where the list stands. */
export function Pager({
  page,
  lastPage,
  summary,
  previousLabel,
  nextLabel,
  onPage,
}: {
  page: number;
  lastPage: number;
  summary: string;
  previousLabel: string;
  nextLabel: string;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted">{summary}</p>
      <div className="flex gap-2">
        <button type="button" className={fieldClasses} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {previousLabel}
        </button>
        <button
          type="button"
          className={fieldClasses}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          {nextLabel}
        </button>
      </div>
    </div>
  );
}
