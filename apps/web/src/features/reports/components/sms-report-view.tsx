import { SimpleGrid, Stack } from '@mantine/core';
import { formatDate, formatDateTime, formatMoney } from '@bakrom/shared/format';
import type { SmsMessage, SmsReport } from '@bakrom/shared/schemas/reports';
import { texts } from '@/i18n';
import { smsFileStem } from '../api/download-report';
import { useSmsReport } from '../api/get-sms-report';
import { DownloadButtons } from './download-buttons';
import { ReportHeader } from './report-header';
import { PeriodReportScreen } from './period-report-screen';
import { ReportTable } from './report-table';
import classes from './reports.module.css';

const FIELDS = ['locationId', 'fromDate', 'toDate'] as const;

type ByType = SmsReport['summary']['byType'][number];

function SmsContent({ merchant, report, params }: { merchant: string; report: SmsReport; params: Record<string, string> }) {
  const t = texts.reports;
  const { summary } = report;
  return (
    <Stack gap="lg" data-testid="sms-report">
      <ReportHeader
        title={t.titles.smsReport}
        lines={[
          { label: texts.labels.report.headers.location, value: report.location.name, testId: 'report-location-name' },
          {
            label: texts.labels.report.headers.period,
            value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)),
            testId: 'report-period',
          },
          { label: t.sms.messageCount, value: summary.messageCount, testId: 'sms-message-count' },
          { label: t.sms.smsCount, value: summary.smsCount, testId: 'sms-count' },
          { label: t.sms.totalPrice, value: formatMoney(summary.totalPrice), testId: 'sms-total-price' },
        ]}
        actions={
          <DownloadButtons
            merchant={merchant}
            report="smsReport"
            query={params}
            title={t.titles.smsReport}
            fileStem={smsFileStem(report.location.name)}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ReportTable<ByType>
          title={texts.labels.report.sections.smsSummary}
          columns={[
            {
              key: 'type',
              label: texts.labels.report.columns.messageType,
              render: (row) => texts.labels.report.smsMessageTypes[row.messageType],
            },
            { key: 'messages', label: texts.labels.report.columns.messageCount, numeric: true, render: (row) => row.messageCount },
            { key: 'sms', label: texts.labels.report.columns.smsCount, numeric: true, render: (row) => row.smsCount },
          ]}
          rows={summary.byType}
          rowKey={(row) => row.messageType}
          footer={[texts.labels.report.rows.total, summary.messageCount, summary.smsCount]}
          minWidth={400}
          testId="sms-summary"
        />
      </SimpleGrid>
      <ReportTable<SmsMessage>
        title={texts.labels.report.sections.smsMessages}
        columns={[
          {
            key: 'sent',
            label: texts.labels.report.columns.sentTime,
            className: classes.nowrap,
            render: (row) => formatDateTime(row.sentTime),
          },
          {
            key: 'type',
            label: texts.labels.report.columns.messageType,
            render: (row) => texts.labels.report.smsMessageTypes[row.messageType],
          },
          { key: 'message', label: texts.labels.report.columns.message, className: classes.message, render: (row) => row.message },
          { key: 'sms', label: texts.labels.report.columns.smsCount, numeric: true, render: (row) => row.smsCount },
        ]}
        rows={report.messages}
        rowKey={(row) => row.id}
        minWidth={680}
        testId="sms-messages"
      />
      <p className={classes.note}>{t.sms.priceNote}</p>
    </Stack>
  );
}

/** /smsReport (spec part 1 §2): the SMS a location sent in a period, what they cost (1 kr per SMS) and the messages, with PDF, CSV and Excel. */
export function SmsReportView({ merchant }: { merchant: string }) {
  const t = texts.reports;
  return (
    <PeriodReportScreen
      merchant={merchant}
      title={t.titles.smsReport}
      fields={FIELDS}
      useReport={useSmsReport}
      submitLabel={t.show.smsReport}
      isEmpty={(data) => data.summary.messageCount === 0}
      emptyText={t.empty.smsReport}
    >
      {(report, params) => <SmsContent merchant={merchant} report={report} params={params} />}
    </PeriodReportScreen>
  );
}
