import { Link } from 'react-router';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { dateLabel } from '@bakrom/shared/business-day';
import type { UnsettledTill } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';

interface UnsettledTillsProps {
  tills: readonly UnsettledTill[];
  /** The merchant's locations: a till is named with its location when there are several. */
  locations: ReadonlyArray<{ id: string; name: string }>;
  /** Whether the user may open the X-report screen: each till then links to its X-report. */
  linkToXReport: boolean;
}

/** The warning line of one till: 'Kasse 1 mangler dagsoppgjør for 25.11.2026'. */
export function unsettledTillText(till: UnsettledTill, locationName?: string): string {
  const t = texts.operations.overview;
  const name = locationName ? t.tillAtLocation(till.terminalName, locationName) : till.terminalName;
  return t.unsettledTill(name, t.unsettledDays(till.days, dateLabel(till.firstDate), dateLabel(till.lastDate)));
}

/** The X-report screen of the till, as its location and terminal pickers name it. */
export function xReportPath(till: Pick<UnsettledTill, 'locationId' | 'terminalId'>): string {
  const query = new URLSearchParams({ locationId: till.locationId, terminalId: till.terminalId });
  return `/x-report?${query.toString()}`;
}

/**
 * The overview's warning about every till with sales of an earlier business day and no Z-report for them
 * (finding §8: no till goes without its daily Z); nothing when every till is settled.
 */
export function UnsettledTills({ tills, locations, linkToXReport }: UnsettledTillsProps) {
  const t = texts.operations.overview;
  if (tills.length === 0) return null;
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));
  const withLocation = locations.length > 1;
  return (
    <Alert color="orange" variant="light" title={t.unsettledTitle} role="alert" data-testid="unsettled-tills">
      <List spacing={4} size="sm">
        {tills.map((till) => {
          const text = unsettledTillText(till, withLocation ? locationNames.get(till.locationId) : undefined);
          return (
            <List.Item key={till.terminalId} data-testid="unsettled-till">
              {linkToXReport ? (
                // Dark and underlined: the primary green lacks contrast on the light orange (WCAG 1.4.3).
                <Anchor component={Link} to={xReportPath(till)} fw={600} size="sm" c="dark.9" underline="always">
                  {text}
                </Anchor>
              ) : (
                <Text span fw={600} size="sm">
                  {text}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
      {linkToXReport && (
        <Text size="sm" mt="xs">
          {t.unsettledHint}
        </Text>
      )}
    </Alert>
  );
}
