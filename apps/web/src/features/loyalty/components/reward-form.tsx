import { TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { osloDateOf } from '@bakrom/shared/business-day';
import { createRewardProgramBody, type RewardProgramAdmin, type RewardProgramInput } from '@bakrom/shared/schemas/loyalty';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts, useLanguage } from '@/i18n';
import { useCreateRewardProgram, useEditRewardProgram } from '../api/save-reward-program';
import { LocationChoice, TermsFields } from './loyalty-fields';

const SHOWN = ['name', 'percent', 'fromDate', 'toDate', 'validForLocationIds'];

interface RewardFormProps {
  merchant: string;
  data: RewardProgramAdmin;
}

/**
 * Name, percent bonus, from and to (today on a new programme) and the locations (all chosen on a new
 * one; shown when there are several). The server's refusal of a programme overlapping another shows
 * above the buttons; a save goes back to /rewards.
 */
export function RewardForm({ merchant, data }: RewardFormProps) {
  const language = useLanguage();
  const t = texts.loyalty;
  const program = data.rewardProgram;
  const today = osloDateOf(new Date());
  const create = useCreateRewardProgram();
  const edit = useEditRewardProgram();
  const form = useForm({
    initial: {
      name: program?.name ?? '',
      percent: (program?.percent ?? '') as number | string,
      fromDate: (program?.fromDate ?? today) as string | null,
      toDate: (program?.toDate ?? today) as string | null,
      validForLocationIds: program?.validForLocationIds ?? data.locations.map((location) => location.id),
    },
    schema: createRewardProgramBody,
    toBody: (values) => ({
      merchant,
      ...values,
      active: program?.active ?? true,
      percent: typeof values.percent === 'number' ? values.percent : undefined,
      fromDate: values.fromDate ?? undefined,
      toDate: values.toDate ?? undefined,
    }),
    save: (body: RewardProgramInput) => (program ? edit.mutateAsync({ ...body, id: program.id }) : create.mutateAsync(body)),
    shownFields: SHOWN,
    next: '/rewards',
  });
  const { values, set, errors } = form;

  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <FormShell form={form} cancelTo="/rewards" testId="reward-form">
        <TextInput
          label={t.common.name}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          withAsterisk
          data-testid="reward-name"
        />
        <TermsFields form={form} percentLabel={t.rewards.percent} testIdPrefix="reward" />
        <LocationChoice
          locations={data.locations}
          value={values.validForLocationIds}
          onChange={(value) => set('validForLocationIds', value)}
          error={errors.validForLocationIds}
          testId="reward-locations"
        />
      </FormShell>
    </DatesProvider>
  );
}
