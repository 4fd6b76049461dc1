import { Link } from 'react-router';
import { ActionIcon, Group } from '@mantine/core';
import { DeleteIcon, EditIcon } from '@/components/action-icons';

interface RowActionsProps {
  /** The row's edit page; no edit icon without it (a user who may not edit the row). */
  editTo?: string;
  editLabel?: string;
  /** No delete icon without it (a row that cannot be deleted, or not by this user). */
  onDelete?: () => void;
  deleteLabel?: string;
  /** Test ids `<testId>-edit` and `<testId>-delete`. */
  testId?: string;
  justify?: 'flex-end';
}

/** The edit and delete icons of a row of a list (products, locations, employees, discounts, rewards). */
export function RowActions({ editTo, editLabel, onDelete, deleteLabel, testId, justify }: RowActionsProps) {
  return (
    <Group gap={2} wrap="nowrap" justify={justify} style={{ flex: 'none' }}>
      {editTo && (
        <ActionIcon component={Link} to={editTo} variant="subtle" size="lg" aria-label={editLabel} data-testid={testId && `${testId}-edit`}>
          <EditIcon />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={deleteLabel}
          onClick={onDelete}
          data-testid={testId && `${testId}-delete`}
        >
          <DeleteIcon />
        </ActionIcon>
      )}
    </Group>
  );
}
