import { Group, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DragHandleIcon } from '@/components/action-icons';
import { nb } from '@/i18n/nb';
import classes from './sort.module.css';

/** A row of a sort page: menu number (when it has one) and name. */
export interface SortEntry {
  id: string;
  name: string;
  menuNr?: string;
}

interface SortableRowProps {
  entry: SortEntry;
  position: number;
}

/**
 * A list item holding a draggable row; with the keyboard the row is picked up with Space and moved
 * with the arrow keys. The button role sits on the row inside the <li>, so the list stays a list.
 */
export function SortableRow({ entry, position }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
    attributes: { roleDescription: 'sorterbar rad' },
  });
  return (
    <li>
      <div
        ref={setNodeRef}
        className={classes.row}
        data-dragging={isDragging || undefined}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        data-testid="sort-row"
        data-id={entry.id}
        {...attributes}
        {...listeners}
        aria-label={nb.catalogue.sort.dragHandle(entry.name, entry.menuNr)}
      >
        <Group gap="sm" wrap="nowrap">
          <Text c="dimmed" size="sm" w={28} ta="right" style={{ flex: 'none' }} aria-hidden="true">
            {position}.
          </Text>
          <span className={classes.handle} aria-hidden="true">
            <DragHandleIcon />
          </span>
          {entry.menuNr && (
            <Text c="dimmed" fw={500} style={{ flex: 'none' }} data-testid="sort-menu-nr">
              {entry.menuNr}
            </Text>
          )}
          <Text fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="sort-name">
            {entry.name}
          </Text>
        </Group>
      </div>
    </li>
  );
}
