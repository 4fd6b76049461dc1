import { ActionIcon, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '@bakrom/shared/format';
import type { Vat } from '@bakrom/shared/schemas/settings-company';
import { EditIcon } from '@/components/action-icons';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useVat } from '../api/get-vat';

const percent = (value: number) => {
  const t = texts.merchantSettings.vat;
  return t.percent(value.toLocaleString('nb-NO', { maximumFractionDigits: 2 }));
};

function Rates({ vat }: { vat: Vat }) {
  const t = texts.merchantSettings.vat;
  const rates: Array<[string, number, string]> = [
    [t.dineIn, vat.dineIn, 'vat-dine-in'],
    [t.takeOut, vat.takeOut, 'vat-take-out'],
    [t.delivery, vat.delivery, 'vat-delivery'],
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {rates.map(([label, value, testId]) => (
          <Paper key={testId} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700} data-testid={testId}>
              {percent(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {vat.updatedDateTime && (
        <Text size="sm" c="dimmed" data-testid="vat-updated">
          {t.updated(formatDateTime(vat.updatedDateTime))}
        </Text>
      )}
    </Stack>
  );
}

/** /vat: the three rates, read-only; a super admin gets the edit icon to /vatEdit (spec part 2 §2.16). */
export function VatView({ merchant, superAdmin }: { merchant: string; superAdmin: boolean }) {
  const t = texts.merchantSettings.vat;
  const vat = useVat(merchant);
  const edit = superAdmin ? (
    <Tooltip label={t.edit}>
      <ActionIcon component={Link} to="/vatEdit" variant="light" size="lg" aria-label={t.edit} data-testid="vat-edit">
        <EditIcon />
      </ActionIcon>
    </Tooltip>
  ) : null;
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t.title} actions={edit} />
      <ScreenState query={vat} loadFailedText={t.loadFailed} errorTestId="vat-error">
        {(data) => <Rates vat={data} />}
      </ScreenState>
    </Stack>
  );
}
