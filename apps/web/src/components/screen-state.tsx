import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { Loading } from './loading';
import { NotFound } from './not-found';

/** What a screen needs of its query (a TanStack query result fits; so does `{ data, error, isPending }`). */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  /** 'idle' while a pending query waits to be enabled (no location yet): nothing to show then. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch?: () => unknown;
}

export interface BackLink {
  to: string;
  label: string;
}

interface ScreenStateProps<T> {
  query: LoadState<T>;
  /** The screen itself, once the data is there. */
  children: (data: T) => ReactNode;
  /** When the data is there but holds nothing to show, `emptyText` is shown instead. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** The way back from a thing that does not exist (404) or failed to load. */
  back?: BackLink;
  /** Why loading failed when the server or the network did (a 4xx answer shows the server's own message). */
  loadFailedText?: string;
  /** What a refusal (403) says, instead of the server's message. */
  forbiddenText?: string;
  errorTestId?: string;
}

function BackButton({ back }: { back?: BackLink }) {
  if (!back) return null;
  return (
    <Button component={Link} to={back.to} variant="light">
      {back.label}
    </Button>
  );
}

/**
 * The one way a screen shows its data's state: a spinner while it loads; the not-found view with a way
 * back for a 404; a yellow notice for a refusal; the reason and 'Prøv igjen' for a failure; the empty
 * text; or the screen.
 */
export function ScreenState<T>(props: ScreenStateProps<T>) {
  const { query, back, errorTestId = 'screen-error' } = props;
  const t = texts.forms.screen;
  if (query.data !== undefined) {
    if (props.isEmpty?.(query.data)) {
      return (
        <Text c="dimmed" data-testid="screen-empty">
          {props.emptyText}
        </Text>
      );
    }
    return <>{props.children(query.data)}</>;
  }
  const { error } = query;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <NotFound
        homePath={back?.to ?? '/'}
        title={t.notFoundTitle}
        text={error.message || t.notFoundText}
        linkLabel={back?.label ?? t.back}
      />
    );
  }
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" role="alert" data-testid={errorTestId} w="100%">
          {props.forbiddenText ?? error.message}
        </Alert>
        <BackButton back={back} />
      </Stack>
    );
  }
  if (error) {
    const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert" data-testid={errorTestId} w="100%">
          {clientError ? error.message : (props.loadFailedText ?? t.loadFailed)}
        </Alert>
        <Group gap="sm">
          {!clientError && query.refetch && (
            <Button variant="light" onClick={() => void query.refetch?.()}>
              {t.retry}
            </Button>
          )}
          <BackButton back={back} />
        </Group>
      </Stack>
    );
  }
  if (query.isPending && query.fetchStatus !== 'idle') return <Loading />;
  return null;
}
