import { Stack } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { editTableBody, type DiningTable } from '@bakrom/shared/schemas/tables';
import { PageTitle } from '@/components/page-title';
import { ScreenState, type LoadState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useEditTable } from '../api/edit-table';
import { useTable } from '../api/get-table';
import { tablesPath } from '../tables-path';
import { TableForm } from './table-form';

interface TableEditViewProps {
  merchant: string;
  locations: readonly Location[];
  tableId: string;
}

/** /tableEdit?tableId=… 'Rediger bord': the table's form prefilled; a save says 'Lagret' and leads back to /tables at its location. */
export function TableEditView({ merchant, locations, tableId }: TableEditViewProps) {
  const t = texts.operations.tables;
  const query = useTable(merchant, tableId);
  // An address without a table's id names no table: the not-found view, as for an unknown id.
  const table: LoadState<DiningTable> =
    tableId === '' ? { data: undefined, isPending: false, error: new ApiError(404, 'NOT_FOUND', t.notFound) } : query;
  const edit = useEditTable();
  return (
    <Stack gap="lg" maw={597}>
      <PageTitle title={t.editTitle} />
      <ScreenState query={table} back={{ to: '/tables', label: t.back }} loadFailedText={t.loadFailed}>
        {(data) => (
          <TableForm
            key={data.id}
            merchant={merchant}
            locations={locations}
            initialLocationId={data.locationId}
            table={data}
            schema={editTableBody}
            save={edit.mutateAsync}
            next={(saved) => tablesPath(saved.locationId)}
            cancelTo={tablesPath(data.locationId)}
          />
        )}
      </ScreenState>
    </Stack>
  );
}
