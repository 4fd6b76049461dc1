import { useRouteError } from 'react-router';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { texts } from '@/i18n';
import { ChunkLoadTimeoutError } from '@/lib/lazy-with-timeout';

/** Shown when a screen fails to load or render (for example a script chunk that timed out). */
export function RouteError() {
  const error = useRouteError();
  const text = error instanceof ChunkLoadTimeoutError ? texts.app.chunkTimeout : texts.app.errorText;
  return (
    <Center mih={300} p="md">
      <Stack maw={480}>
        <Alert color="red" title={texts.app.errorTitle} role="alert">
          {text}
        </Alert>
        <Button variant="light" onClick={() => window.location.reload()}>
          {texts.app.reload}
        </Button>
      </Stack>
    </Center>
  );
}
