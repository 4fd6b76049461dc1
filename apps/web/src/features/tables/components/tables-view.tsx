import { Link } from 'react-router';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/components/delete-confirmation';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useDeleteTable } from '../api/delete-table';
import { useTables } from '../api/list-tables';
import { TableCard } from './table-card';

interface TablesViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /tables 'Bord': the tables of a location as cards, delete with a question, and an add button. */
export function TablesView({ merchant, locations }: TablesViewProps) {
  const t = texts.operations;
  const { location, setLocationId } = useLocationParam(locations);
  const tables = useTables(merchant, location?.id);
  const remove = useDeleteTable();
  const deletion = useDeleteConfirmation(remove, (entry: DiningTable) => ({ merchant, id: entry.id }));
  const locationNames = new Map(locations.map((candidate) => [candidate.id, candidate.name]));

  const addButton = (
    <Button component={Link} to={`/tableCreate${location ? `?locationId=${encodeURIComponent(location.id)}` : ''}`} data-testid="add-table">
      {t.tables.add}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.tables.title} actions={addButton} />
      <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.common.location} />
      <ScreenState query={tables} isEmpty={(list) => list.length === 0} emptyText={t.tables.empty}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="tables-grid">
            {list.map((table) => (
              <TableCard key={table.id} table={table} locationName={locationNames.get(table.locationId) ?? ''} onDelete={deletion.ask} />
            ))}
          </SimpleGrid>
        )}
      </ScreenState>
      <DeleteConfirmDialog
        confirmation={deletion}
        title={t.tables.deleteTitle}
        message={(entry) => t.tables.deleteText(entry.name)}
        confirmLabel={t.common.delete}
        cancelLabel={t.common.cancel}
        failedText={t.tables.deleteFailed}
      />
    </Stack>
  );
}
