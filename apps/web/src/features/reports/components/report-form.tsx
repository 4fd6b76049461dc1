import { useState } from 'react';
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { osloDate } from '@bakrom/shared/format';
import { ALL_TERMINALS, terminalLabel } from '@bakrom/shared/report-labels';
import type { Terminal } from '@bakrom/shared/schemas/reports';
import { z } from 'zod';
import { DateField } from '@/components/date-field';
import { DatePresets } from '@/components/date-presets';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { sharedLabel, texts } from '@/i18n';
import { useTerminalsForLocation } from '../api/get-terminals-for-location';
import { lastYears, type ReportField, type ReportValues } from '../report-params';

interface ReportFormProps {
  merchant: string;
  locations: readonly { id: string; name: string }[];
  fields: readonly ReportField[];
  /** The values the URL names (the report shown); the form starts from them. */
  shown: ReportValues;
  /** Changes whenever the URL's choice does: the form follows it then. */
  shownKey: string;
  /** What the form starts from where the URL names nothing (dates). */
  defaults: ReportValues;
  submitLabel: string;
  onSubmit: (values: ReportValues) => void;
  /** The turnover report also offers every terminal at once ('ALLE TILSAMMEN', value ALL). */
  withAllTerminals?: boolean;
  /** The latest date that can be picked (today: a report of the future shows nothing); its year is the latest year offered. */
  maxDate?: string;
  testId?: string;
}

/** Terminals in the pickers' order: the devices as listed, the webshop last. */
export function terminalOptions(terminals: readonly Terminal[], withAll: boolean): { value: string; label: string }[] {
  const ordered = [...terminals.filter((t) => t.terminalType !== 'WEBSHOP'), ...terminals.filter((t) => t.terminalType === 'WEBSHOP')];
  return [
    ...(withAll ? [{ value: ALL_TERMINALS, label: texts.labels.report.allTerminals }] : []),
    ...ordered.map((terminal) => ({ value: terminal.id, label: sharedLabel(terminalLabel(terminal)) })),
  ];
}

/** The years a yearly report offers: the last ten, newest first, and a year the URL names besides them. */
export function yearOptions(today: string, chosen: string | undefined): string[] {
  const years = lastYears(today);
  return chosen && !years.includes(chosen) ? [...years, chosen].sort().reverse() : years;
}

/** A report's choice as the form sends it: the fields of the screen, each picked. */
const reportChoice = z.object({
  locationId: z.string().optional(),
  terminalId: z.string().optional(),
  date: z.string().optional(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  year: z.string().optional(),
});

/**
 * The pickers of a report screen: location (when several), terminal of that location, the date or the
 * period (DD.MM.YYYY) or the year, and the 'Vis …' button that puts the choice into the URL.
 */
export function ReportForm(props: ReportFormProps) {
  const { merchant, locations, fields, shown, shownKey, defaults, submitLabel, onSubmit, withAllTerminals = false, maxDate } = props;
  const t = texts.reports.pickers;
  const form = useForm({
    kind: 'submit',
    initial: { ...defaults, ...shown },
    schema: reportChoice,
    // The choice as shown: a location or terminal that is no longer offered gives way to the first one.
    toBody: () => values,
    save: async (choice: ReportValues) => {
      if (ready) onSubmit(choice);
    },
    shownFields: fields,
  });
  const draft = form.values;
  const [followedKey, setFollowedKey] = useState(shownKey);
  // The form follows the URL when it changes from elsewhere (back, a link).
  if (followedKey !== shownKey) {
    setFollowedKey(shownKey);
    form.restart({ ...defaults, ...shown });
  }
  const set = (field: ReportField, value: string | null) => form.set(field, value ?? undefined);

  const has = (field: ReportField) => fields.includes(field);
  const locationId = locations.some((location) => location.id === draft.locationId) ? draft.locationId : locations[0]?.id;
  const terminals = useTerminalsForLocation(merchant, has('terminalId') ? locationId : undefined);
  const options = terminals.data ? terminalOptions(terminals.data, withAllTerminals) : [];
  const terminalId = options.some((option) => option.value === draft.terminalId) ? draft.terminalId : options[0]?.value;
  const noTerminals = has('terminalId') && terminals.data !== undefined && terminals.data.length === 0;

  const values: ReportValues = {
    ...(has('locationId') ? { locationId } : {}),
    ...(has('terminalId') ? { terminalId } : {}),
    ...(has('date') ? { date: draft.date } : {}),
    ...(has('fromDate') ? { fromDate: draft.fromDate } : {}),
    ...(has('toDate') ? { toDate: draft.toDate } : {}),
    ...(has('year') ? { year: draft.year } : {}),
  };
  const ready = fields.every((field) => Boolean(values[field]));

  const d = texts.dates;
  const dateInput = (
    field: 'date' | 'fromDate' | 'toDate',
    label: string,
    limits: { minDate?: string; maxDate?: string; minDateMessage?: string; maxDateMessage?: string },
  ) => (
    <DateField
      label={label}
      value={draft[field] ?? null}
      onChange={(value) => set(field, value)}
      w={{ base: '100%', xs: 200 }}
      required
      testId={`report-${field}`}
      {...limits}
    />
  );
  const afterToday = maxDate ? d.afterToday : undefined;

  return (
    <FormShell form={form} framed={false} main={null} gap="sm" label={t.label} testId={props.testId ?? 'report-form'}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {has('locationId') && locations.length > 1 && (
          <Select
            label={t.location}
            data={locations.map((location) => ({ value: location.id, label: location.name }))}
            value={locationId ?? null}
            onChange={(value) => value && form.setValues((current) => ({ ...current, locationId: value, terminalId: undefined }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 280 }}
            data-testid="report-location"
          />
        )}
        {has('terminalId') && !noTerminals && (
          <Select
            label={t.terminal}
            data={options}
            value={terminalId ?? null}
            onChange={(value) => value && set('terminalId', value)}
            allowDeselect={false}
            disabled={terminals.isPending}
            placeholder={terminals.isPending ? texts.app.loading : undefined}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 220 }}
            data-testid="report-terminal"
          />
        )}
        {has('date') && dateInput('date', t.date, { maxDate, maxDateMessage: afterToday })}
        {has('fromDate') &&
          dateInput('fromDate', t.fromDate, {
            maxDate: draft.toDate ?? maxDate,
            maxDateMessage: draft.toDate ? d.fromAfterTo : afterToday,
          })}
        {has('toDate') &&
          dateInput('toDate', t.toDate, { minDate: draft.fromDate, minDateMessage: d.toBeforeFrom, maxDate, maxDateMessage: afterToday })}
        {has('year') && (
          <Select
            label={t.year}
            data={yearOptions(maxDate ?? osloDate(), draft.year)}
            value={draft.year ?? null}
            onChange={(value) => value && set('year', value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 140 }}
            data-testid="report-year"
          />
        )}
        <Button type="submit" disabled={!ready || noTerminals} data-testid="report-show">
          {submitLabel}
        </Button>
      </Group>
      {has('fromDate') && has('toDate') && (
        <DatePresets
          fromDate={draft.fromDate}
          toDate={draft.toDate}
          onChoose={(period) => form.setValues((current) => ({ ...current, ...period }))}
          testId="report-presets"
        />
      )}
      {noTerminals && (
        <Text c="dimmed" data-testid="report-no-terminals">
          {t.noTerminals}
        </Text>
      )}
      {terminals.isError && (
        <Alert color="red" role="alert">
          {texts.forms.screen.loadFailed}
        </Alert>
      )}
    </FormShell>
  );
}
