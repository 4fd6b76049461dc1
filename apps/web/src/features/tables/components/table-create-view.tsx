import { Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { createTableBody } from '@bakrom/shared/schemas/tables';
import { PageTitle } from '@/components/page-title';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useCreateTable } from '../api/create-table';
import { tablesPath } from '../tables-path';
import { TableForm } from './table-form';

interface TableCreateViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /tableCreate: adds a table; then back to /tables at the table's location. */
export function TableCreateView({ merchant, locations }: TableCreateViewProps) {
  const { location } = useLocationParam(locations);
  const create = useCreateTable();
  return (
    <Stack gap="lg" maw={597}>
      <PageTitle title={texts.operations.tables.createTitle} />
      <TableForm
        merchant={merchant}
        locations={locations}
        initialLocationId={location?.id}
        schema={createTableBody}
        save={create.mutateAsync}
        next={(table) => tablesPath(table.locationId)}
        cancelTo={tablesPath(location?.id)}
      />
    </Stack>
  );
}
