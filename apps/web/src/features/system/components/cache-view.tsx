import { Alert, Button, Code, Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/loading';
import { PageTitle } from '@/components/page-title';
import { nb } from '@/i18n/nb';
import { ApiError } from '@/lib/api-client';
import { useCacheInfo } from '../api/get-cache-info';
import { useEmptyCache } from '../api/empty-cache';
import { formatBytes } from '../format-bytes';
import { CacheTable } from './cache-table';

function loadErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 403 ? nb.cache.forbidden : nb.cache.failed;
}

/** /cache (super admin): the cached payment access tokens, and a button that empties the cache. */
export function CacheView() {
  const info = useCacheInfo();
  const empty = useEmptyCache();

  const emptyButton = (
    <Button color="red" onClick={() => empty.mutate()} loading={empty.isPending} disabled={!info.data} data-testid="empty-cache">
      {nb.cache.emptyButton}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={nb.cache.title} description={nb.cache.description} actions={emptyButton} />
      {empty.isError && (
        <Alert color="red" role="alert">
          {nb.cache.emptyFailed}
        </Alert>
      )}
      {info.isPending && <Loading />}
      {info.isError && (
        <Alert color={info.error instanceof ApiError && info.error.status === 403 ? 'yellow' : 'red'} role="alert" data-testid="cache-error">
          {loadErrorText(info.error)}
        </Alert>
      )}
      {info.data && (
        <>
          <Text data-testid="cache-summary">{nb.cache.summary(info.data.totalEntries, formatBytes(info.data.totalBytes))}</Text>
          {info.data.entries.length === 0 ? (
            <Text c="dimmed" data-testid="cache-empty">
              {nb.cache.empty}
            </Text>
          ) : (
            <CacheTable entries={info.data.entries} />
          )}
          <Title order={2} fz="h4">
            {nb.cache.rawTitle}
          </Title>
          <Code block data-testid="cache-json">
            {JSON.stringify(info.data, null, 2)}
          </Code>
        </>
      )}
    </Stack>
  );
}
