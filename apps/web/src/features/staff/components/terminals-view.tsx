import { Stack, Table } from '@mantine/core';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { formatDateTimeSeconds } from '@bakrom/shared/format';
import hidden from '@/components/a11y/visually-hidden.module.css';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useTerminals } from '../api/get-terminals';

/**
 * /terminals 'Terminaler' (read-only): department (only with several locations), ID number, terminal id,
 * type, device name and when it was registered, in Oslo time. KDS screens are never listed (the server
 * leaves them out).
 */
export function TerminalsView({ user }: { user: StoredUser }) {
  const t = texts.staff.terminals;
  const terminals = useTerminals(user.merchant);
  const several = user.locations.length > 1;
  const locationNames = new Map(user.locations.map((location) => [location.id, location.name]));

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} />
      <ScreenState query={terminals} isEmpty={(list) => list.length === 0} emptyText={t.empty} loadFailedText={t.loadFailed}>
        {(list) => (
          // A table with nothing to focus scrolls sideways on a tablet: its viewport takes the focus instead,
          // so that the keyboard can scroll it (WCAG 2.1.1).
          <Table.ScrollContainer
            minWidth={several ? 760 : 640}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t.caption } }}
          >
            <Table striped highlightOnHover withTableBorder verticalSpacing="sm" data-testid="terminals-table">
              <caption className={hidden.hidden}>{t.caption}</caption>
              <Table.Thead>
                <Table.Tr>
                  {several && <Table.Th>{t.columns.department}</Table.Th>}
                  <Table.Th>{t.columns.systemIdNr}</Table.Th>
                  <Table.Th>{t.columns.terminalId}</Table.Th>
                  <Table.Th>{t.columns.type}</Table.Th>
                  <Table.Th>{t.columns.deviceName}</Table.Th>
                  <Table.Th>{t.columns.created}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((terminal) => (
                  <Table.Tr key={terminal.id} data-testid="terminal-row" data-terminal-type={terminal.terminalType}>
                    {several && <Table.Td>{locationNames.get(terminal.locationId) ?? ''}</Table.Td>}
                    <Table.Td>{terminal.systemIdNr}</Table.Td>
                    <Table.Td>{terminal.terminalId}</Table.Td>
                    <Table.Td>{t.types[terminal.terminalType]}</Table.Td>
                    <Table.Td>{terminal.deviceName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeSeconds(terminal.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ScreenState>
    </Stack>
  );
}
