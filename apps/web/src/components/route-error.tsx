import { useRouteError } from 'react-router';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { nb } from '@/i18n/nb';
import { ChunkLoadTimeoutError } from '@/lib/lazy-with-timeout';

/** Shown when a screen fails to load or render (for example a script chunk that timed out). */
export function RouteError() {
  const error = useRouteError();
  const text = error instanceof ChunkLoadTimeoutError ? nb.app.chunkTimeout : nb.app.errorText;
  return (
    <Center mih={300} p="md">
      <Stack maw={480}>
        <Alert color="red" title={nb.app.errorTitle} role="alert">
          {text}
        </Alert>
        <Button variant="light" onClick={() => window.location.reload()}>
          {nb.app.reload}
        </Button>
      </Stack>
    </Center>
  );
}
