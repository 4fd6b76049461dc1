import { ActionIcon, Alert, Button, Group, Loader, Stack, Tooltip } from '@mantine/core';
import { describeFailure } from '@/components/form/form-errors';
import { texts } from '@/i18n';
import { reportFormats, useDownloadReport, type ReportFileRequest, type ReportName } from '../api/download-report';

function FileIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
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

type Query = Readonly<Record<string, string>>;

function sameQuery(a: Query, b: Query): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

interface DownloadButtonsProps {
  merchant: string;
  /** The report's files: GET /api/report/{pdf,csv,xlsx}/{report}, in the formats the server makes of it (download-report.ts). */
  report: ReportName;
  /** The query the screen asked for the figures with (the merchant aside): the files show the same. */
  query: Query;
  /** The report's name in the buttons' accessible names ('Last ned X-rapport som PDF'). */
  title: string;
  /** The name to save under, without its extension, when the answer names none (the SMS report's carries the location). */
  fileStem?: string;
  testId?: string;
}

/**
 * A report's files: the PDF as an icon button (its name as tooltip, on hover and on keyboard focus), CSV and
 * Excel beside it. One download at a time: the running button spins (aria-busy) and the others wait
 * (aria-disabled); none is disabled outright, so the focus stays where the keyboard left it. A failure says so
 * under the buttons, with the server's reason when it gives one, until another download starts or another
 * report is shown. Left out of a printout.
 */
export function DownloadButtons({ merchant, report, query, title, fileStem, testId = 'report-downloads' }: DownloadButtonsProps) {
  const t = texts.reports.downloads;
  const download = useDownloadReport(merchant);
  const running = download.isPending ? download.variables.format : undefined;
  // A failure belongs to the report it was asked for: another choice on the same screen does not repeat it.
  const failed =
    download.isError && download.variables.report === report && sameQuery(download.variables.query, query) ? download.variables : undefined;

  return (
    <Stack gap={4} align="flex-end" className="no-print">
      <Group gap="xs" justify="flex-end" data-testid={testId}>
        {reportFormats(report).map((format) => {
          const label = t[format](title);
          const busy = running === format;
          const waiting = download.isPending && !busy;
          const request: ReportFileRequest = { report, format, query, fileStem };
          const start = () => {
            if (!download.isPending) download.mutate(request);
          };
          const state = {
            'aria-label': label,
            'aria-busy': busy || undefined,
            'aria-disabled': download.isPending || undefined,
            'data-disabled': waiting || undefined,
            onClick: start,
            'data-testid': `download-${format}`,
          };
          return format === 'pdf' ? (
            <Tooltip key={format} label={label} events={{ hover: true, focus: true, touch: false }} withinPortal>
              <ActionIcon size="xl" variant="light" {...state}>
                {busy ? <Loader size="sm" color="currentColor" /> : <FileIcon />}
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              key={format}
              size="md"
              h={44}
              px="sm"
              variant="light"
              leftSection={busy ? <Loader size={18} color="currentColor" /> : <FileIcon size={18} />}
              {...state}
            >
              {t.short[format]}
            </Button>
          );
        })}
      </Group>
      {failed && (
        <Alert color="red" role="alert" py={6} maw={420} data-testid="report-download-failed">
          {t.failed(title, t.short[failed.format])} {describeFailure(download.error, [], t.tryAgain).message ?? t.tryAgain}
        </Alert>
      )}
    </Stack>
  );
}
