import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from './use-document-title';

interface PageTitleProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the heading. */
  actions?: ReactNode;
}

/** The heading of a screen; also names the browser tab. */
export function PageTitle({ title, description, actions }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
