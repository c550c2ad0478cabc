import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type PaginationProps = {
  page: number;
  lastPage: number;
  /** The URL of a page, so pages are links: back and forward work, and they can be opened in a tab. */
  getHref: (page: number) => string;
  labels: { navigation: string; previous: string; next: string; page: (page: number) => string };
  className?: string;
};

const GAP = 'gap' as const;

/** Pages to show: first, last, and the current one with its neighbours; gaps in between. */
export function getPageItems(page: number, lastPage: number): (number | typeof GAP)[] {
  const pages = new Set([1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | typeof GAP)[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) items.push(value - previous === 2 ? value - 1 : GAP);
    items.push(value);
  }
  return items;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold transition-colors';

/** Numbered pagination with previous and next (spec 1 §2 Games). */
export function Pagination({ page, lastPage, getHref, labels, className }: PaginationProps) {
  const edge = (target: number, label: string, isNext: boolean) => {
    const content = isNext ? (
      <>
        {label}
        <ChevronRight aria-hidden className="size-4" />
      </>
    ) : (
      <>
        <ChevronLeft aria-hidden className="size-4" />
        {label}
      </>
    );
    const isDisabled = target < 1 || target > lastPage;
    if (isDisabled) {
      return (
        <span aria-disabled="true" className={clsx(itemClass, 'cursor-not-allowed text-muted opacity-50')}>
          {content}
        </span>
      );
    }
    return (
      <Link to={getHref(target)} className={clsx(itemClass, 'text-fg hover:bg-surface-2')}>
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label={labels.navigation} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(page - 1, labels.previous, false)}</li>
        {getPageItems(page, lastPage).map((item, index) =>
          item === GAP ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={getHref(item)}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(
                  itemClass,
                  item === page
                    ? 'bg-primary text-primary-fg shadow-sm'
                    : 'border border-line bg-surface text-fg hover:border-primary/50 hover:text-primary-text',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, labels.next, true)}</li>
      </ul>
    </nav>
  );
}
