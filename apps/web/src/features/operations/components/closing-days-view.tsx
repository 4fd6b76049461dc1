import { Link } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { formatDate } from '@bakrom/shared/format';
import type { Location } from '@bakrom/shared/schemas/location';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/components/delete-confirmation';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useDeleteClosingDay } from '../api/delete-closing-day';
import { useClosingDays } from '../api/get-closing-days';
import { ClosingDaysTable } from './closing-days-table';

interface ClosingDaysViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /closingdays 'Stengte dager': the merchant's closing days, delete with a question, and an add button. */
export function ClosingDaysView({ merchant, locations }: ClosingDaysViewProps) {
  const t = texts.operations;
  const closingDays = useClosingDays(merchant);
  const remove = useDeleteClosingDay();
  const deletion = useDeleteConfirmation(remove, (entry: ClosingDay) => ({ merchant, id: entry.id }));
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));

  const addButton = (
    <Button component={Link} to="/closingDaysCreate" data-testid="add-closing-days">
      {t.closingDays.add}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.closingDays.title} actions={addButton} />
      <ScreenState query={closingDays}>
        {(days) => (
          <ClosingDaysTable closingDays={days} locationNames={locationNames} showLocation={locations.length > 1} onDelete={deletion.ask} />
        )}
      </ScreenState>
      <DeleteConfirmDialog
        confirmation={deletion}
        title={t.closingDays.deleteTitle}
        message={(entry) => t.closingDays.deleteText(formatDate(entry.fromDate), formatDate(entry.toDate))}
        confirmLabel={t.common.delete}
        cancelLabel={t.common.cancel}
        failedText={t.closingDays.deleteFailed}
      />
    </Stack>
  );
}
