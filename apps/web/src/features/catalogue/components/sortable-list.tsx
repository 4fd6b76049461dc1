import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { texts } from '@/i18n';
import classes from './sort.module.css';
import { SortableRow, type SortEntry } from './sortable-row';

interface SortableListProps {
  entries: SortEntry[];
  onChange: (entries: SortEntry[]) => void;
  label: string;
}

/** A vertical list sorted by dragging (mouse, touch) or by the keyboard, with announcements in the user's language. */
export function SortableList({ entries, onChange, label }: SortableListProps) {
  const t = texts.catalogue.sort;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => entries.find((entry) => entry.id === id)?.name ?? '';
  const positionOf = (id: string | number | undefined) => entries.findIndex((entry) => entry.id === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((entry) => entry.id === active.id);
    const to = entries.findIndex((entry) => entry.id === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(entries, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t.screenReaderInstructions },
        announcements: {
          onDragStart: ({ active }) => t.picked(nameOf(active.id)),
          onDragOver: ({ active, over }) => (over ? t.moved(nameOf(active.id), positionOf(over.id), entries.length) : undefined),
          onDragEnd: ({ active, over }) => (over ? t.dropped(nameOf(active.id), positionOf(over.id), entries.length) : undefined),
          onDragCancel: ({ active }) => t.cancelled(nameOf(active.id)),
        },
      }}
    >
      <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label={label} data-testid="sort-list">
          {entries.map((entry, index) => (
            <SortableRow key={entry.id} entry={entry} position={index + 1} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
