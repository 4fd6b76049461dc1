import { SimpleGrid, Stack } from '@mantine/core';
import { formatDate, formatDateTime, formatMoney } from '@bakrom/shared/format';
import {
  REPORT_COLUMN_LABELS as COLUMNS,
  REPORT_HEADER_LABELS as H,
  REPORT_ROW_LABELS,
  REPORT_SECTION_LABELS as SECTIONS,
  SMS_MESSAGE_TYPE_LABELS,
} from '@bakrom/shared/report-labels';
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
          { label: H.location, value: report.location.name, testId: 'report-location-name' },
          { label: H.period, value: t.header.period(formatDate(report.fromDate), formatDate(report.toDate)), testId: 'report-period' },
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
          title={SECTIONS.smsSummary}
          columns={[
            { key: 'type', label: COLUMNS.messageType, render: (row) => SMS_MESSAGE_TYPE_LABELS[row.messageType] },
            { key: 'messages', label: COLUMNS.messageCount, numeric: true, render: (row) => row.messageCount },
            { key: 'sms', label: COLUMNS.smsCount, numeric: true, render: (row) => row.smsCount },
          ]}
          rows={summary.byType}
          rowKey={(row) => row.messageType}
          footer={[REPORT_ROW_LABELS.total, summary.messageCount, summary.smsCount]}
          minWidth={400}
          testId="sms-summary"
        />
      </SimpleGrid>
      <ReportTable<SmsMessage>
        title={SECTIONS.smsMessages}
        columns={[
          { key: 'sent', label: COLUMNS.sentTime, className: classes.nowrap, render: (row) => formatDateTime(row.sentTime) },
          { key: 'type', label: COLUMNS.messageType, render: (row) => SMS_MESSAGE_TYPE_LABELS[row.messageType] },
          { key: 'message', label: COLUMNS.message, className: classes.message, render: (row) => row.message },
          { key: 'sms', label: COLUMNS.smsCount, numeric: true, render: (row) => row.smsCount },
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
