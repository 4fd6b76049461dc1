import { Link } from 'react-router';
import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { SortIcon } from '@/components/action-icons';

interface PanelHeadingProps {
  /** The heading's id, which the panel names itself by (aria-labelledby). */
  id: string;
  title: string;
  sortPath: string;
  sortLabel: string;
  sortTestId: string;
  addPath: string;
  addLabel: string;
  addTestId: string;
}

/** A side panel's heading on /products: its title, the sort button beside it and the add button below. */
export function PanelHeading({ id, title, sortPath, sortLabel, sortTestId, addPath, addLabel, addTestId }: PanelHeadingProps) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        <ActionIcon component={Link} to={sortPath} variant="subtle" size="lg" aria-label={sortLabel} data-testid={sortTestId}>
          <SortIcon />
        </ActionIcon>
      </Group>
      <Button component={Link} to={addPath} variant="light" fullWidth mt="sm" data-testid={addTestId}>
        {addLabel}
      </Button>
    </>
  );
}
