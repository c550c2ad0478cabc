import type { Board } from '@ruangmain/domain/contracts/board';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { addDays } from '@/features/desk/utils/board-grid';
import { useDeskTranslation } from '@/lib/i18n-desk';

export type BoardFilters = {
  roomId: number | null;
  consoleId: number | null;
  showHidden: boolean;
  /** A name, invoice or phone: the blocks it finds stand out (board-shortcuts.ts matchesBoardSearch). */
  search: string;
};

const selectClasses =
  'h-10 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The day picker (previous, next, today), the search, the room and console filters and the cancelled
 * toggle.
 */
export function BoardToolbar({
  date,
  rooms,
  filters,
  searchRef,
  onDateChange,
  onFiltersChange,
}: {
  date: string;
  rooms: Board['rooms'];
  filters: BoardFilters;
  /** The search box, which "/" focuses. */
  searchRef: Ref<HTMLInputElement>;
  /** null: back to today. */
  onDateChange: (date: string | null) => void;
  onFiltersChange: (filters: BoardFilters) => void;
}) {
  const { t } = useDeskTranslation();
  const consoles = new Map<number, string>();
  for (const room of rooms)
    for (const unit of room.units)
      for (const console of unit.consoles) consoles.set(console.id, console.name);
  return (
    <div className="flex flex-wrap items-end gap-3">
      {/* On a phone, Today goes under the day rather than past the screen's edge. */}
      <div className="flex flex-wrap items-end gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('board.previousDay')}
          onClick={() => onDateChange(addDays(date, -1))}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('board.date')}
          <input
            type="date"
            value={date}
            onChange={(event) => onDateChange(event.target.value || null)}
            className={selectClasses}
          />
        </label>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('board.nextDay')}
          onClick={() => onDateChange(addDays(date, 1))}
        >
          <ChevronRight aria-hidden className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDateChange(null)}>
          {t('board.today')}
        </Button>
      </div>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t('board.search')}
        <input
          ref={searchRef}
          type="search"
          value={filters.search}
          placeholder={t('board.searchPlaceholder')}
          onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              onFiltersChange({ ...filters, search: '' });
              event.currentTarget.blur();
            }
          }}
          className={clsx(selectClasses, 'w-44')}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t('board.room')}
        <select
          value={filters.roomId ?? ''}
          onChange={(event) =>
            onFiltersChange({ ...filters, roomId: event.target.value ? Number(event.target.value) : null })
          }
          className={selectClasses}
        >
          <option value="">{t('board.allRooms')}</option>
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t('board.console')}
        <select
          value={filters.consoleId ?? ''}
          onChange={(event) =>
            onFiltersChange({ ...filters, consoleId: event.target.value ? Number(event.target.value) : null })
          }
          className={selectClasses}
        >
          <option value="">{t('board.allConsoles')}</option>
          {[...consoles].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={filters.showHidden}
          onChange={(event) => onFiltersChange({ ...filters, showHidden: event.target.checked })}
          className="size-4 accent-(--color-primary)"
        />
        {t('board.showHidden')}
      </label>
    </div>
  );
}

/** The rooms and units the filters keep. */
export function filterRooms(rooms: Board['rooms'], { roomId, consoleId }: BoardFilters): Board['rooms'] {
  return rooms
    .filter((room) => roomId === null || room.id === roomId)
    .map((room) => ({
      ...room,
      units: room.units.filter(
        (unit) => consoleId === null || unit.consoles.some((console) => console.id === consoleId),
      ),
    }))
    .filter((room) => room.units.length > 0);
}
