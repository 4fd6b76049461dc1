import { useState } from 'react';
import { Link } from 'react-router';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { nb } from '@/i18n/nb';
import { useDeleteTable } from '../api/delete-table';
import { useTables } from '../api/list-tables';
import { TableCard } from './table-card';

interface TablesViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /tables 'Bord': the tables of a location as cards, delete with a question, and an add button. */
export function TablesView({ merchant, locations }: TablesViewProps) {
  const t = nb.operations;
  const { location, setLocationId } = useLocationParam(locations);
  const tables = useTables(merchant, location?.id);
  const remove = useDeleteTable();
  const [toDelete, setToDelete] = useState<DiningTable | null>(null);
  const locationNames = new Map(locations.map((candidate) => [candidate.id, candidate.name]));

  const close = () => {
    setToDelete(null);
    remove.reset();
  };

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
              <TableCard key={table.id} table={table} locationName={locationNames.get(table.locationId) ?? ''} onDelete={setToDelete} />
            ))}
          </SimpleGrid>
        )}
      </ScreenState>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t.tables.deleteTitle}
        message={toDelete ? t.tables.deleteText(toDelete.name) : ''}
        confirmLabel={t.common.delete}
        cancelLabel={t.common.cancel}
        pending={remove.isPending}
        error={remove.isError ? t.tables.deleteFailed : null}
        onCancel={close}
        onConfirm={() => toDelete && remove.mutate({ merchant, id: toDelete.id }, { onSuccess: close })}
      />
    </Stack>
  );
}
