import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { nb } from '@/i18n/nb';
import { useDocumentTitle } from './use-document-title';

interface NotFoundProps {
  /** Where the link leads: the start page of the logged-in user. */
  homePath: string;
}

export function NotFound({ homePath }: NotFoundProps) {
  useDocumentTitle(nb.notFound.title);
  return (
    <Stack align="center" gap="md" py={64} ta="center" data-testid="not-found">
      <Title order={1} fz="h2">
        {nb.notFound.title}
      </Title>
      <Text c="dimmed">{nb.notFound.text}</Text>
      <Button component={Link} to={homePath} variant="light">
        {nb.notFound.toStart}
      </Button>
    </Stack>
  );
}
