import type { Paginator } from '@ruangmain/domain/contracts/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchInput } from '@/components/form/search-input';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { TableQuery } from '@/features/manage/hooks/use-table-query';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';

// Sorting, filtering and paging happen on the server: the table only lays out the page it is given.
export const tableCoreFeatures = tableFeatures({});
// biome-ignore lint/suspicious/noExplicitAny: a table's columns hold values of different types (TanStack's own column arrays do the same)
export type ManageColumn<Row extends RowData> = ColumnDef<typeof tableCoreFeatures, Row, any>;

const emptyRows: never[] = [];

/**
 * The row actions' column stays at the card's right edge while a wide table scrolls under it, so edit
 * and delete never hide past the edge on a tablet; a line on its left marks where the rows pass under.
 */
const stickyEnd = 'sticky right-0 z-[1] shadow-[inset_1px_0_0_var(--color-line)]';

export type DataTableProps<Row extends RowData & { id: number }> = {
  columns: ManageColumn<Row>[];
  result: UseQueryResult<Paginator<Row>>;
  table: TableQuery;
  /** Column ids the server sorts by (the contract's sorts); their headers become sort buttons. */
  sortable: readonly string[];
  /** Buttons at the end of each row (edit, delete). */
  rowActions?: (row: Row) => ReactNode;
  /** Beside the search box: the add button, filters. */
  toolbar?: ReactNode;
  searchLabel?: string;
};

/**
 * A back-office list (TanStack Table): a debounced server search, sort by header, paging, row actions,
 * and its loading, error and empty states. Wide tables scroll inside their card, not the page.
 */
export function DataTable<Row extends RowData & { id: number }>({
  columns,
  result,
  table: state,
  sortable,
  rowActions,
  toolbar,
  searchLabel,
}: DataTableProps<Row>) {
  const { t } = useManageTranslation();
  const page = result.data;
  const table = useTable({
    features: tableCoreFeatures,
    columns,
    data: page?.data ?? emptyRows,
    getRowId: (row) => String(row.id),
  });
  const { query } = state;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchInput
          label={searchLabel ?? t('table.search')}
          placeholder={t('table.searchPlaceholder')}
          value={state.searchText}
          onChange={(event) => state.setSearchText(event.target.value)}
          className="w-full max-w-xs"
        />
        {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      </div>
      <QueryView
        query={result}
        skeleton={<Skeleton className="h-64 w-full rounded-xl" />}
        errorMessage={(error) => getServerMessage(error, t('table.loadError'))}
        retryLabel={t('table.retry')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          message: query.search ? t('table.noMatch', { search: query.search }) : t('table.empty'),
        }}
        keepsDataOnError
      >
        {(page) => (
          <>
            <div
              className={clsx(
                // relative: the header's screen-reader-only text is positioned inside the scrolling card, not the page.
                'relative overflow-x-auto rounded-xl border border-line bg-surface transition-opacity',
                result.isFetching && 'opacity-70',
              )}
            >
              <table className="w-full min-w-[640px] text-left text-sm">
                <thead className="border-b border-line bg-surface-2 text-xs font-semibold tracking-wide text-muted uppercase">
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => {
                        const isSortable = sortable.includes(header.column.id);
                        const isSorted = query.sort === header.column.id;
                        const content = <table.FlexRender header={header} />;
                        return (
                          <th
                            key={header.id}
                            scope="col"
                            className="px-4 py-3 whitespace-nowrap"
                            aria-sort={
                              isSorted ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined
                            }
                          >
                            {isSortable ? (
                              <button
                                type="button"
                                onClick={() => state.toggleSort(header.column.id)}
                                className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-fg"
                              >
                                {content}
                                {isSorted ? (
                                  query.direction === 'asc' ? (
                                    <ArrowUp aria-hidden className="size-3.5" />
                                  ) : (
                                    <ArrowDown aria-hidden className="size-3.5" />
                                  )
                                ) : (
                                  <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />
                                )}
                              </button>
                            ) : (
                              content
                            )}
                          </th>
                        );
                      })}
                      {rowActions && (
                        <th scope="col" className={clsx(stickyEnd, 'bg-surface-2 px-4 py-3 text-right')}>
                          <span className="sr-only">{t('table.actions')}</span>
                        </th>
                      )}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <tr
                      key={row.id}
                      className="group border-b border-line last:border-b-0 hover:bg-surface-2/60"
                    >
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id} className="px-4 py-3 align-middle">
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                      {rowActions && (
                        <td
                          className={clsx(
                            stickyEnd,
                            'bg-surface px-4 py-2 text-right whitespace-nowrap group-hover:bg-[color-mix(in_oklab,var(--color-surface-2)_60%,var(--color-surface))]',
                          )}
                        >
                          {rowActions(row.original)}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="text-muted">
                {page.from === null
                  ? t('table.summaryEmpty')
                  : t('table.summary', { from: page.from, to: page.to, total: page.total })}
              </p>
              <div className="flex items-center gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.current_page <= 1}
                  onClick={() => state.setPage(page.current_page - 1)}
                >
                  {t('table.previous')}
                </Button>
                <span className="text-muted">
                  {t('table.page', { page: page.current_page, last: page.last_page })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.current_page >= page.last_page}
                  onClick={() => state.setPage(page.current_page + 1)}
                >
                  {t('table.next')}
                </Button>
              </div>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
