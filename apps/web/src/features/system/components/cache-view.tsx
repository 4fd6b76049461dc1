import { Alert, Button, Code, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useCacheInfo } from '../api/get-cache-info';
import { useEmptyCache } from '../api/empty-cache';
import { formatBytes } from '../format-bytes';
import { CacheTable } from './cache-table';

/** /cache (super admin): the cached payment access tokens, and a button that empties the cache. */
export function CacheView() {
  const info = useCacheInfo();
  const empty = useEmptyCache();

  const emptyButton = (
    <Button color="red" onClick={() => empty.mutate()} loading={empty.isPending} disabled={!info.data} data-testid="empty-cache">
      {texts.cache.emptyButton}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={texts.cache.title} description={texts.cache.description} actions={emptyButton} />
      {empty.isError && (
        <Alert color="red" role="alert">
          {texts.cache.emptyFailed}
        </Alert>
      )}
      <ScreenState query={info} loadFailedText={texts.cache.failed} forbiddenText={texts.cache.forbidden} errorTestId="cache-error">
        {(data) => (
          <>
            <Text data-testid="cache-summary">{texts.cache.summary(data.totalEntries, formatBytes(data.totalBytes))}</Text>
            {data.entries.length === 0 ? (
              <Text c="dimmed" data-testid="cache-empty">
                {texts.cache.empty}
              </Text>
            ) : (
              <CacheTable entries={data.entries} />
            )}
            <Title order={2} fz="h4">
              {texts.cache.rawTitle}
            </Title>
            <Code block data-testid="cache-json">
              {JSON.stringify(data, null, 2)}
            </Code>
          </>
        )}
      </ScreenState>
    </Stack>
  );
}
