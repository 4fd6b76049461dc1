import { useId } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Group, List, Text } from '@mantine/core';
import { formatDateTime } from '@bakrom/shared/format';
import type { NotClockedOut as NotClockedOutPerson } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';
import { staffRegisterPath } from '../labour-figures';

interface NotClockedOutProps {
  people: readonly NotClockedOutPerson[];
  /** The merchant's locations: a person is named with the location when there are several. */
  locations: ReadonlyArray<{ id: string; name: string }>;
  /** Whether the user may open the staff register: each person then links to the register of the day the shift began. */
  linkToStaffRegister: boolean;
}

/** The line of one person: 'Kari Hansen – stemplet inn 19.11.2026 17:00 (Majorstuen)'. */
export function notClockedOutText(person: NotClockedOutPerson, locationName?: string): string {
  return texts.operations.overview.notClockedOut(person.employeeName, formatDateTime(person.since), locationName);
}

/** One person's line, with the link to the register of their location and day. */
function Person({ person, locationName, link }: { person: NotClockedOutPerson; locationName?: string; link: boolean }) {
  const t = texts.operations.overview;
  const textId = useId();
  return (
    <List.Item data-testid="not-clocked-out-person">
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text span fw={600} size="sm" id={textId} data-testid="not-clocked-out-text">
          {notClockedOutText(person, locationName)}
        </Text>
        {link && (
          // Dark and underlined: the primary green lacks contrast on the light orange (WCAG 1.4.3). The person's
          // line describes the link, so that the links of several people can be told apart.
          <Anchor
            component={Link}
            to={staffRegisterPath(person)}
            size="sm"
            c="dark.9"
            underline="always"
            aria-describedby={textId}
            data-testid="not-clocked-out-link"
          >
            {t.openStaffRegister}
          </Anchor>
        )}
      </Group>
    </List.Item>
  );
}

/**
 * 'Ikke stemplet ut': everyone still clocked in since an earlier business day, when they clocked in, and a
 * link to the staff register of that day where the clocking-out is added; nothing when there is none.
 */
export function NotClockedOut({ people, locations, linkToStaffRegister }: NotClockedOutProps) {
  const t = texts.operations.overview;
  if (people.length === 0) return null;
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));
  const withLocation = locations.length > 1;
  return (
    <Alert color="orange" variant="light" title={t.notClockedOutTitle} role="alert" data-testid="not-clocked-out">
      <List spacing={4} size="sm">
        {people.map((person) => (
          <Person
            key={`${person.userId}-${person.since}`}
            person={person}
            locationName={withLocation ? (locationNames.get(person.locationId) ?? t.unknownLocation) : undefined}
            link={linkToStaffRegister}
          />
        ))}
      </List>
      {linkToStaffRegister && (
        <Text size="sm" mt="xs">
          {t.notClockedOutHint}
        </Text>
      )}
    </Alert>
  );
}
