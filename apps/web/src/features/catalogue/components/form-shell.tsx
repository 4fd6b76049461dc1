import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { nb } from '@/i18n/nb';

interface FormShellProps {
  title: string;
  /** A line under the heading, for example the category an item belongs to. */
  context?: string;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** A failure that belongs to no field. */
  failure: string | null;
  children: ReactNode;
  testId: string;
}

/** The frame of every catalogue form: heading, fields in one column of about 600 px, Lagre and Avbryt. */
export function FormShell({ title, context, onSubmit, saving, failure, children, testId }: FormShellProps) {
  return (
    <Stack maw={600} w="100%" mx="auto" gap="lg">
      <PageTitle title={title} />
      {context && <Text c="dimmed" mt={-12}>{context}</Text>}
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="lg">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Stack gap="md">{children}</Stack>
          </Paper>
          {failure && (
            <Alert color="red" role="alert" data-testid="form-failure">
              {failure}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={saving} data-testid="form-save">
              {nb.catalogue.form.save}
            </Button>
            <Button component={Link} to="/products" variant="default">
              {nb.catalogue.form.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
