import { Group, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DragHandleIcon } from '@/components/action-icons';
import { texts } from '@/i18n';
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
    attributes: { roleDescription: texts.common.sortableRow },
  });
  return (
    <li className={classes.item}>
      {/* The places stay put while the rows move past them; outside the row, whose name is its visible text. */}
      <Text c="dimmed" size="sm" w={28} ta="right" style={{ flex: 'none' }} aria-hidden="true">
        {position}.
      </Text>
      <div
        ref={setNodeRef}
        className={classes.row}
        data-dragging={isDragging || undefined}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        data-testid="sort-row"
        data-id={entry.id}
        {...attributes}
        {...listeners}
        aria-label={texts.catalogue.sort.dragHandle(entry.name, entry.menuNr)}
      >
        <Group gap="sm" wrap="nowrap">
          <span className={classes.handle} aria-hidden="true">
            <DragHandleIcon />
          </span>
          {/* One line of text, so that what the row shows reads as '57 Tiramisu', as its name says. */}
          <Text fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {entry.menuNr && (
              <>
                <Text span c="dimmed" fw={500} data-testid="sort-menu-nr">
                  {entry.menuNr}
                </Text>{' '}
              </>
            )}
            <span data-testid="sort-name">{entry.name}</span>
          </Text>
        </Group>
      </div>
    </li>
  );
}
