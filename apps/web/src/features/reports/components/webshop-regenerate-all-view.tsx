import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { addDays } from '@bakrom/shared/business-day';
import { formatDate, osloDate } from '@bakrom/shared/format';
import type { ReportGui } from '@bakrom/shared/schemas/reports';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useCreateAllWebshopZReports, type CreatedWebshopZReports } from '../api/create-all-webshop-z-reports';
import type { ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { ReportForm } from './report-form';
import { ReportScreen } from './report-screen';
import { ReportTable } from './report-table';

const FIELDS = ['locationId', 'fromDate'] as const;

type Created = CreatedWebshopZReports['created'][number];
type Outcome = { kind: 'created'; created: Created[] } | { kind: 'refused'; text: string } | { kind: 'failed'; text: string };

function RegenerateAllBody({ merchant, gui }: { merchant: string; gui: ReportGui }) {
  const t = texts.reports;
  const { shown, key, show } = useReportParams(FIELDS);
  const create = useCreateAllWebshopZReports(merchant);
  const [asked, setAsked] = useState<{ locationId: string; fromDate: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const yesterday = addDays(osloDate(), -1);

  const submit = (values: ReportValues) => {
    if (!values.locationId || !values.fromDate) return;
    show(values);
    setOutcome(null);
    setAsked({ locationId: values.locationId, fromDate: values.fromDate });
  };

  const confirm = () => {
    if (!asked || create.isPending) return;
    create.mutate(asked, {
      onSuccess: (answer) => setOutcome({ kind: 'created', created: answer.created }),
      onError: (error) =>
        setOutcome(
          error instanceof ApiError && error.status === 409
            ? { kind: 'refused', text: error.message }
            : { kind: 'failed', text: t.webshopAll.failed },
        ),
      onSettled: () => setAsked(null),
    });
  };

  return (
    <>
      <Text maw={720}>{t.webshopAll.intro}</Text>
      <ReportForm
        merchant={merchant}
        locations={gui.locations}
        fields={FIELDS}
        shown={shown}
        shownKey={key}
        defaults={{ fromDate: yesterday }}
        maxDate={yesterday}
        submitLabel={t.webshopAll.button}
        onSubmit={submit}
      />
      <ConfirmDialog
        opened={asked !== null}
        title={t.webshopAll.confirmTitle}
        message={asked ? t.webshopAll.confirm(formatDate(asked.fromDate)) : ''}
        confirmLabel={t.settle.yes}
        cancelLabel={t.settle.cancel}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
        pending={create.isPending}
      />
      {outcome?.kind === 'created' && (
        <Stack gap="sm" data-testid="webshop-created">
          <Alert color={outcome.created.length > 0 ? 'green' : 'blue'} role="status">
            {outcome.created.length > 0 ? t.webshopAll.created(outcome.created.length) : t.webshopAll.noneCreated}
          </Alert>
          {outcome.created.length > 0 && (
            <ReportTable<Created>
              title={texts.reports.webshopAll.createdTitle}
              columns={[
                { key: 'date', label: texts.labels.report.columns.date, render: (row) => formatDate(row.businessDate) },
                { key: 'nr', label: texts.labels.report.columns.zNr, numeric: true, render: (row) => row.nr },
              ]}
              rows={outcome.created}
              rowKey={(row) => row.id}
              minWidth={280}
            />
          )}
        </Stack>
      )}
      {outcome && outcome.kind !== 'created' && (
        <Alert color={outcome.kind === 'refused' ? 'yellow' : 'red'} role="alert" data-testid={`webshop-${outcome.kind}`}>
          {outcome.text}
        </Alert>
      )}
    </>
  );
}

/** /webshopXReportRegenerateAll (super admin): a webshop Z-report for every past day from a date that has unsettled sales. */
export function WebshopRegenerateAllView({ merchant }: { merchant: string }) {
  return (
    <ReportScreen merchant={merchant} title={texts.reports.titles.webshopXReportRegenerateAll}>
      {(gui) => <RegenerateAllBody merchant={merchant} gui={gui} />}
    </ReportScreen>
  );
}
