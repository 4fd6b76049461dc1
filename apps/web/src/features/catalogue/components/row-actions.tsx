import { Link } from 'react-router';
import { ActionIcon, Group } from '@mantine/core';
import { DeleteIcon, EditIcon } from '@/components/action-icons';

interface RowActionsProps {
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
  testId: string;
}

/** The edit and delete icons of a row on the products page. */
export function RowActions({ editTo, editLabel, deleteLabel, onDelete, testId }: RowActionsProps) {
  return (
    <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
      <ActionIcon component={Link} to={editTo} variant="subtle" size="lg" aria-label={editLabel} data-testid={`${testId}-edit`}>
        <EditIcon />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={deleteLabel} onClick={onDelete} data-testid={`${testId}-delete`}>
        <DeleteIcon />
      </ActionIcon>
    </Group>
  );
}
