import { useState } from 'react';
import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeSeconds } from '@bakrom/shared/format';
import type { Location } from '@bakrom/shared/schemas/location';
import { cloudPrntServerPath, type CloudPrntDocument, type RotateCloudPrntKeyResponse } from '@bakrom/shared/schemas/printing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useEmptyJobs } from '../api/empty-jobs';
import { useCloudPrntDocument } from '../api/get-cloudprnt-document';
import { useRotateCloudPrntKey } from '../api/rotate-printer-key';

interface CloudPrntViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** The document as the specification names its fields (part 2 §3), for the formatted text. */
function documentText(document: CloudPrntDocument): string {
  const { id, merchant, locationId, type, currentJobs, jobsPrinted, modifiedTime, lastCleanedUpTime } = document;
  return JSON.stringify({ id, merchant, locationId, type, currentJobs, jobsPrinted, modifiedTime, lastCleanedUpTime }, null, 2);
}

/** /cloudprnt (super admin): one location's print-service document, emptying it, and its printers' key. */
export function CloudPrntView({ merchant, locations }: CloudPrntViewProps) {
  const t = texts.printing;
  const { location, setLocationId } = useLocationParam(locations);
  const document = useCloudPrntDocument(merchant, location?.id);
  const empty = useEmptyJobs();
  const rotate = useRotateCloudPrntKey();
  const [confirming, setConfirming] = useState<'empty' | 'rotate' | null>(null);
  const [newKey, setNewKey] = useState<RotateCloudPrntKeyResponse | null>(null);

  const chooseLocation = (locationId: string) => {
    setNewKey(null);
    empty.reset();
    setLocationId(locationId);
  };
  const close = () => {
    setConfirming(null);
    empty.reset();
    rotate.reset();
  };

  const emptyButton = (
    <Button color="red" onClick={() => setConfirming('empty')} disabled={!document.data} data-testid="empty-jobs">
      {t.emptyButton}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} description={t.description} actions={emptyButton} />
      <LocationSelect locations={locations} value={location?.id} onChange={chooseLocation} label={t.location} />
      {!location && <Alert color="yellow">{t.noLocations}</Alert>}
      {empty.isSuccess && (
        <Alert color="green" data-testid="jobs-emptied">
          {t.emptied}
        </Alert>
      )}
      <ScreenState query={document} loadFailedText={t.failed} forbiddenText={t.forbidden} errorTestId="cloudprnt-error">
        {(data) => (
          <>
            <Paper withBorder p="md">
              <Stack gap={4}>
                <Text>
                  <Text span fw={700}>
                    {t.merchant}:
                  </Text>{' '}
                  <span data-testid="cloudprnt-merchant">{data.merchant}</span>
                </Text>
                <Text>
                  <Text span fw={700}>
                    {t.outletName}:
                  </Text>{' '}
                  <span data-testid="cloudprnt-outlet">{data.locationName}</span>
                </Text>
              </Stack>
            </Paper>

            <Title order={2} fz="h4">
              {t.documentTitle}
            </Title>
            <Text data-testid="cloudprnt-counts">{t.counts(data.currentJobs.length, data.jobsPrinted.length)}</Text>
            {data.id === null && <Text c="dimmed">{t.noDocument}</Text>}
            <Code
              block
              tabIndex={0}
              aria-label={t.documentTitle}
              data-testid="cloudprnt-document"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {documentText(data)}
            </Code>

            <Title order={2} fz="h4">
              {t.printerTitle}
            </Title>
            <Text>{t.printerHelp}</Text>
            <Text>
              <Text span fw={700}>
                {t.serverUrl}:
              </Text>{' '}
              <Code data-testid="cloudprnt-server-url">{`${window.location.origin}${cloudPrntServerPath(data.locationId)}`}</Code>
            </Text>
            <Text data-testid="cloudprnt-key-status">
              {data.printerKeyCreatedTime ? t.keyCreated(formatDateTimeSeconds(data.printerKeyCreatedTime)) : t.noKey}
            </Text>
            {newKey && newKey.locationId === data.locationId && (
              <Alert color="blue" title={t.newKeyTitle} data-testid="cloudprnt-new-key">
                <Stack gap="xs">
                  <Text>{t.newKeyText}</Text>
                  <Code data-testid="cloudprnt-new-key-value">{newKey.printerKey}</Code>
                </Stack>
              </Alert>
            )}
            <Group>
              <Button variant="default" onClick={() => setConfirming('rotate')} data-testid="rotate-printer-key">
                {t.rotateButton}
              </Button>
            </Group>
          </>
        )}
      </ScreenState>

      <ConfirmDialog
        opened={confirming === 'empty'}
        title={t.emptyTitle}
        message={t.emptyText(document.data?.locationName ?? location?.name ?? '')}
        confirmLabel={t.emptyConfirm}
        cancelLabel={t.cancel}
        pending={empty.isPending}
        error={empty.isError ? t.emptyFailed : null}
        onCancel={close}
        onConfirm={() => location && empty.mutate({ merchant, locationId: location.id }, { onSuccess: () => setConfirming(null) })}
      />
      <ConfirmDialog
        opened={confirming === 'rotate'}
        title={t.rotateTitle}
        message={t.rotateText}
        confirmLabel={t.rotateConfirm}
        cancelLabel={t.cancel}
        pending={rotate.isPending}
        error={rotate.isError ? t.rotateFailed : null}
        onCancel={close}
        onConfirm={() =>
          location &&
          rotate.mutate(
            { merchant, locationId: location.id },
            {
              onSuccess: (answer) => {
                setNewKey(answer);
                setConfirming(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
