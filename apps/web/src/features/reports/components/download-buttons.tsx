import { ActionIcon, Alert, Button, Group, Stack, Tooltip } from '@mantine/core';
import { nb } from '@/i18n/nb';
import { useDownloadReport, type ReportDownload } from '../api/download-report';

function FileIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 11v6M9 14l3 3 3-3" />
    </svg>
  );
}

export interface DownloadChoice {
  kind: ReportDownload;
  format: 'pdf' | 'csv' | 'xlsx';
  params: Record<string, string>;
  /** The name to save under if the answer names none (the SMS report's carries the location). */
  fallbackName?: string;
}

interface DownloadButtonsProps {
  merchant: string;
  /** The report's name in the buttons' accessible names ('Last ned X-rapport som PDF'). */
  reportName: string;
  downloads: readonly DownloadChoice[];
  testId?: string;
}

/**
 * The report's files: a PDF icon button, and for the turnover report CSV and Excel beside it. One
 * download at a time; a failure says so under the buttons.
 */
export function DownloadButtons({ merchant, reportName, downloads, testId = 'report-downloads' }: DownloadButtonsProps) {
  const t = nb.reports.downloads;
  const download = useDownloadReport(merchant);
  const running = download.isPending ? download.variables.kind : undefined;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" data-testid={testId}>
        {downloads.map((choice) => {
          const label = t[choice.format](reportName);
          const start = () => download.mutate({ kind: choice.kind, params: choice.params, fallbackName: choice.fallbackName });
          return choice.format === 'pdf' ? (
            <Tooltip key={choice.kind} label={label} withinPortal>
              <ActionIcon
                size="xl"
                variant="light"
                aria-label={label}
                onClick={start}
                loading={running === choice.kind}
                disabled={download.isPending && running !== choice.kind}
                data-testid={`download-${choice.format}`}
              >
                <FileIcon />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              key={choice.kind}
              variant="light"
              aria-label={label}
              onClick={start}
              loading={running === choice.kind}
              disabled={download.isPending && running !== choice.kind}
              data-testid={`download-${choice.format}`}
            >
              {choice.format === 'csv' ? t.csvShort : t.xlsxShort}
            </Button>
          );
        })}
      </Group>
      {download.isError && (
        <Alert color="red" role="alert" py={6}>
          {t.failed}
        </Alert>
      )}
    </Stack>
  );
}
