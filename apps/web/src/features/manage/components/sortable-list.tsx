import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useManageTranslation } from '@/lib/i18n-manage';

export type SortableItem = { id: number; name: string };

export type SortableListProps<Item extends SortableItem> = {
  items: readonly Item[];
  /** The new order after a drop (or a keyboard move); the owner saves it (POST …/reorder). */
  onReorder: (ids: number[], items: Item[]) => void;
  renderItem?: (item: Item) => ReactNode;
  /** While a save runs the list cannot be dragged again. */
  disabled?: boolean;
  label: string;
};

/**
 * A list ordered by drag (dnd-kit): by pointer on the handle, or by keyboard (focus the handle, space
 * to pick up, arrows to move, space to drop, escape to cancel), announced to screen readers.
 */
export function SortableList<Item extends SortableItem>({
  items,
  onReorder,
  renderItem,
  disabled = false,
  label,
}: SortableListProps<Item>) {
  const { t } = useManageTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => items.find((item) => item.id === Number(id))?.name ?? '';
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sortable.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.movedOver', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('sortable.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: () => t('sortable.cancelled'),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === Number(active.id));
    const to = items.findIndex((item) => item.id === Number(over.id));
    const moved = arrayMove([...items], from, to);
    onReorder(
      moved.map((item) => item.id),
      moved,
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        <ol aria-label={label} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} position={index + 1}>
              {renderItem ? renderItem(item) : item.name}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  position,
  children,
}: {
  item: SortableItem;
  position: number;
  children: ReactNode;
}) {
  const { t } = useManageTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-item"
      className={clsx(
        'flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm',
        isDragging && 'relative z-10 shadow-card-lg',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('sortable.handle', { name: item.name })}
        className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span className="w-6 shrink-0 text-right font-mono text-xs text-muted">{position}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
