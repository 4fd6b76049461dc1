import { Link } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { Loading } from '@/components/loading';
import { nb } from '@/i18n/nb';
import { ApiError } from '@/lib/api-client';

interface ScreenStateProps {
  error: unknown;
}

/** What a catalogue screen shows until its data is there: a spinner, or why it could not load. */
export function ScreenState({ error }: ScreenStateProps) {
  if (!error) return <Loading />;
  const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : nb.catalogue.form.loadFailed;
  return (
    <Stack maw={600} mx="auto" py="lg">
      <Alert color="red" role="alert" data-testid="screen-error">
        {message}
      </Alert>
      <Button component={Link} to="/products" variant="light">
        {nb.catalogue.form.backToProducts}
      </Button>
    </Stack>
  );
}
