import { Link } from 'react-router';
import { Alert, Button, Stack, Table } from '@mantine/core';
import { formatDate } from '@bakrom/shared/format';
import type { Location } from '@bakrom/shared/schemas/location';
import type { RewardProgram } from '@bakrom/shared/schemas/loyalty';
import { RowActions } from '@/components/row-actions';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/components/delete-confirmation';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useDeleteRewardProgram } from '../api/delete-reward-program';
import { useRewardPrograms } from '../api/get-reward-programs';
import { formatPercent, locationsText } from '../loyalty-format';

interface RewardsViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /rewards 'Bonusprogram': how points are earned, the programmes as a table, edit, delete with a question, add. */
export function RewardsView({ merchant, locations }: RewardsViewProps) {
  const t = texts.loyalty.rewards;
  const programs = useRewardPrograms(merchant);
  const remove = useDeleteRewardProgram();
  const deletion = useDeleteConfirmation(remove, (entry: RewardProgram) => ({ merchant, id: entry.id }));
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));

  const addButton = (
    <Button component={Link} to="/rewardCreate" data-testid="add-reward">
      {t.add}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} actions={addButton} />
      <Alert color="blue" variant="light" data-testid="rewards-explanation">
        {t.explanation}
      </Alert>
      <ScreenState query={programs} isEmpty={(list) => list.length === 0} emptyText={t.empty} loadFailedText={t.loadFailed}>
        {(list) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover withTableBorder verticalSpacing="sm" data-testid="rewards-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={96}>{t.columns.actions}</Table.Th>
                  <Table.Th>{t.columns.name}</Table.Th>
                  <Table.Th w={120}>{t.columns.percent}</Table.Th>
                  <Table.Th w={110}>{t.columns.from}</Table.Th>
                  <Table.Th w={110}>{t.columns.to}</Table.Th>
                  <Table.Th>{t.columns.locations}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((program) => (
                  <Table.Tr key={program.id} data-testid="reward-row">
                    <Table.Td>
                      <RowActions
                        editTo={`/rewardEdit?rewardProgramId=${encodeURIComponent(program.id)}`}
                        editLabel={t.editLabel(program.name)}
                        onDelete={() => deletion.ask(program)}
                        deleteLabel={t.deleteLabel(program.name)}
                      />
                    </Table.Td>
                    <Table.Td fw={600}>{program.name}</Table.Td>
                    <Table.Td>{formatPercent(program.percent)}</Table.Td>
                    <Table.Td>{formatDate(program.fromDate)}</Table.Td>
                    <Table.Td>{formatDate(program.toDate)}</Table.Td>
                    <Table.Td>{locationsText(program.validForLocationIds, locationNames, texts.loyalty.common.allLocations)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ScreenState>
      <DeleteConfirmDialog
        confirmation={deletion}
        title={t.deleteTitle}
        message={(entry) => t.deleteText(entry.name)}
        confirmLabel={texts.loyalty.common.delete}
        cancelLabel={texts.loyalty.common.cancel}
        failedText={t.deleteFailed}
      />
    </Stack>
  );
}
