import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { texts } from '@/i18n';
import { useDocumentTitle } from './use-document-title';

interface NotFoundProps {
  /** Where the link leads: the start page of the logged-in user, or the list the missing thing belongs to. */
  homePath: string;
  /** For something that does not exist (a category, a location) rather than a page. */
  title?: string;
  text?: string;
  linkLabel?: string;
}

export function NotFound({
  homePath,
  title = texts.notFound.title,
  text = texts.notFound.text,
  linkLabel = texts.notFound.toStart,
}: NotFoundProps) {
  useDocumentTitle(title);
  return (
    <Stack align="center" gap="md" py={64} ta="center" data-testid="not-found">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to={homePath} variant="light">
        {linkLabel}
      </Button>
    </Stack>
  );
}
