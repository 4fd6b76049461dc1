import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { RowActions } from '@/components/row-actions';
import hidden from '@/components/a11y/visually-hidden.module.css';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useDeleteLocation } from '../api/delete-location';
import { useAllLocations } from '../api/list-all-locations';
import { useSetLocationStatus } from '../api/set-location-status';

interface LocationsViewProps {
  merchant: string;
  /** A super admin adds, edits, deletes, deactivates and activates; staff see the list only. */
  superAdmin: boolean;
  /** After a change: the stored user's locations are read again, so the menu and the pickers follow. */
  onChanged?: () => void;
}

/** An e-mail address that wraps after its '@' rather than in the middle of a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** What the confirmation dialog asks: delete, or (after a refusal for history) deactivate instead. */
type Question = { kind: 'delete'; location: Location } | { kind: 'deactivate'; location: Location; reason: string };

/**
 * /locations 'Avdelinger' (spec part 2 §2.18): name, organisation number, address, phone and e-mail.
 * A super admin gets '+ Legg til utsalgssted', edit and delete. A location with orders or Z-reports is
 * not deleted (the server answers 409): the dialog offers to deactivate it instead; a deactivated one
 * stays in this list, marked, with 'Aktiver'.
 */
export function LocationsView({ merchant, superAdmin, onChanged }: LocationsViewProps) {
  const t = texts.locationsAdmin.list;
  const locations = useAllLocations(merchant);
  const remove = useDeleteLocation(onChanged);
  const status = useSetLocationStatus(onChanged);
  const [question, setQuestion] = useState<Question | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => {
    setQuestion(null);
    remove.reset();
    status.reset();
  };

  const confirm = () => {
    if (!question) return;
    const { location } = question;
    if (question.kind === 'delete') {
      remove.mutate(
        { merchant, locationId: location.id },
        {
          onSuccess: () => {
            setNotice(t.deleted(location.name));
            close();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) {
              remove.reset();
              setQuestion({ kind: 'deactivate', location, reason: error.message || t.hasHistory });
            }
          },
        },
      );
      return;
    }
    status.mutate(
      { merchant, locationId: location.id, status: 'INACTIVE' },
      {
        onSuccess: () => {
          setNotice(t.deactivated(location.name));
          close();
        },
      },
    );
  };

  const activate = (location: Location) => {
    setNotice(null);
    status.mutate({ merchant, locationId: location.id, status: 'ACTIVE' }, { onSuccess: () => setNotice(t.activated(location.name)) });
  };

  const addButton = superAdmin ? (
    <Button component={Link} to="/locationCreate" data-testid="add-location">
      {t.add}
    </Button>
  ) : undefined;

  const dialogError =
    question?.kind === 'delete' ? (remove.isError ? t.deleteFailed : null) : question && status.isError ? t.statusFailed : null;

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} actions={addButton} />
      {notice && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel={texts.app.close}
          data-testid="locations-notice"
        >
          {notice}
        </Alert>
      )}
      {!question && status.isError && (
        <Alert color="red" role="alert" data-testid="locations-error">
          {t.statusFailed}
        </Alert>
      )}
      <ScreenState query={locations} isEmpty={(list) => list.length === 0} emptyText={t.empty} loadFailedText={t.loadFailed}>
        {(list) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover withTableBorder verticalSpacing="sm" data-testid="locations-table">
              <caption className={hidden.hidden}>{t.caption}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.name}</Table.Th>
                  <Table.Th>{t.columns.vatNumber}</Table.Th>
                  <Table.Th>{t.columns.address}</Table.Th>
                  <Table.Th>{t.columns.phone}</Table.Th>
                  <Table.Th>{t.columns.email}</Table.Th>
                  {superAdmin && (
                    <Table.Th>
                      <span className={hidden.hidden}>{t.columns.actions}</span>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((location) => {
                  const inactive = location.status === 'INACTIVE';
                  return (
                    <Table.Tr key={location.id} data-testid="location-row" data-status={location.status}>
                      <Table.Td>
                        <Stack gap={2}>
                          <Text fw={500} span c={inactive ? 'dimmed' : undefined}>
                            {location.name}
                          </Text>
                          {inactive && (
                            <Text size="xs" fw={700} tt="uppercase" c="dimmed" span data-testid="location-inactive">
                              {t.inactive}
                            </Text>
                          )}
                          {inactive && superAdmin && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              w="fit-content"
                              onClick={() => activate(location)}
                              loading={status.isPending && status.variables?.locationId === location.id}
                              aria-label={t.activateLabel(location.name)}
                              data-testid="activate-location"
                            >
                              {t.activate}
                            </Button>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{location.vatNumber}</Table.Td>
                      <Table.Td>
                        <Text span size="sm" style={{ display: 'block' }}>
                          {location.street}
                        </Text>
                        <Text span size="sm" style={{ display: 'block' }}>
                          {`${location.zipCode} ${location.city}`.trim()}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{location.phone}</Table.Td>
                      <Table.Td>
                        <EmailAddress email={location.email} />
                      </Table.Td>
                      {superAdmin && (
                        <Table.Td>
                          <RowActions
                            editTo={`/locationEdit?locationId=${encodeURIComponent(location.id)}`}
                            editLabel={t.editLabel(location.name)}
                            onDelete={() => {
                              setNotice(null);
                              setQuestion({ kind: 'delete', location });
                            }}
                            deleteLabel={t.deleteLabel(location.name)}
                            testId="location"
                            justify="flex-end"
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {list.some((location) => location.status === 'INACTIVE') && (
              <Text size="sm" c="dimmed" mt="xs">
                {t.inactiveHint}
              </Text>
            )}
          </Table.ScrollContainer>
        )}
      </ScreenState>
      <ConfirmDialog
        opened={question !== null}
        title={question ? (question.kind === 'delete' ? t.deleteTitle : t.deactivateTitle)(question.location.name) : ''}
        message={
          question?.kind === 'deactivate' ? (
            <>
              <Text span style={{ display: 'block' }} mb="xs" data-testid="delete-refused">
                {question.reason}
              </Text>
              <Text span fw={500} style={{ display: 'block' }}>
                {t.deactivateOffer}
              </Text>
            </>
          ) : question ? (
            t.deleteText(question.location.name)
          ) : (
            ''
          )
        }
        confirmLabel={question?.kind === 'deactivate' ? t.deactivate : t.delete}
        cancelLabel={t.cancel}
        pending={remove.isPending || status.isPending}
        error={dialogError}
        onCancel={close}
        onConfirm={confirm}
      />
    </Stack>
  );
}
