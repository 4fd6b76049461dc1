import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { addDays } from '@bakrom/shared/business-day';
import { formatDate } from '@bakrom/shared/format';
import type { Location } from '@bakrom/shared/schemas/location';
import { texts } from '@/i18n';
import { closingDaysCovering } from '@/lib/closing-days';
import { dishesActions, soldOutCount } from '../quick-actions';
import { QuickCard } from './quick-card';

interface QuickButtonsProps {
  location: Location;
  data: Pick<DashboardData, 'today' | 'closingDaysArray' | 'soldOutItems' | 'categories'>;
}

type ClosingDay = DashboardData['closingDaysArray'][number];

/** The last closed date of a closure covering today, following ranges that continue it the next day. */
function closedThrough(days: readonly ClosingDay[], locationId: string, covering: readonly ClosingDay[]): string | null {
  if (covering.length === 0) return null;
  let last = covering.reduce((latest, day) => (day.toDate > latest ? day.toDate : latest), covering[0]!.toDate);
  const own = days.filter((day) => day.locationId === locationId);
  for (let next = own.find((day) => day.fromDate <= addDays(last, 1) && day.toDate > last); next;) {
    last = next.toDate;
    next = own.find((day) => day.fromDate <= addDays(last, 1) && day.toDate > last);
  }
  return last;
}

/** The quick buttons of one location (spec part 1 §2 Dashboard). */
export function QuickButtons({ location, data }: QuickButtonsProps) {
  const t = texts.operations.overview;
  const query = `?locationId=${encodeURIComponent(location.id)}`;
  const closedBy = closingDaysCovering(data.closingDaysArray, location.id, data.today);
  const closed = closedBy.length > 0;
  const until = closedThrough(data.closingDaysArray, location.id, closedBy);
  const soldOut = soldOutCount(data.soldOutItems, location.id);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="quick-buttons">
      <QuickCard
        testId="quick-takeaway"
        to={closed ? `/openTakeaway${query}` : `/closeTakeaway${query}`}
        label={closed ? t.openTakeaway : t.closeTakeaway}
        buttonProps={closed ? { color: 'teal' } : { color: 'red', variant: 'light' }}
      >
        <Text fw={700} fz="lg" c={closed ? 'red.8' : 'teal.8'} data-testid="takeaway-status">
          {closed ? t.takeawayClosed : t.takeawayOpen}
        </Text>
        {until && (
          <Text size="sm" fw={600} data-testid="takeaway-closed-until">
            {t.takeawayClosedThrough(formatDate(until), until === data.today)}
          </Text>
        )}
        {closedBy.map((day) => (
          <Text key={day.id} size="sm" c="dimmed">
            {day.message}
          </Text>
        ))}
      </QuickCard>

      <QuickCard
        testId="quick-pickup"
        to={`/changeEarliestPickupTime${query}`}
        label={t.changeEarliestPickup}
        buttonProps={{ variant: 'light' }}
      >
        <Text fw={700} fz="lg" data-testid="pickup-status">
          {t.earliestPickup(location.earliestPickupTime)}
        </Text>
      </QuickCard>

      <QuickCard
        testId="quick-sold-out"
        to={`/soldOut${query}`}
        label={
          <Group gap="xs" wrap="nowrap">
            <span>{t.soldOut}</span>
            <Badge color={soldOut > 0 ? 'red' : 'gray'} variant="filled" circle={soldOut < 10} data-testid="sold-out-count">
              {soldOut}
            </Badge>
          </Group>
        }
        buttonProps={{ variant: 'light' }}
      >
        <Text fw={700} fz="lg">
          {t.soldOutSummary(soldOut)}
        </Text>
      </QuickCard>

      {dishesActions(location, data.categories).map((dishes) => (
        <QuickCard
          key={dishes.action.id}
          testId="quick-dishes"
          to={dishes.to}
          label={dishes.label}
          buttonProps={dishes.open ? { color: 'red', variant: 'light' } : { color: 'teal' }}
        >
          {/* Names and state wrap rather than being cut off, whatever the card's width. */}
          <Group gap="xs" justify="space-between" align="flex-start" wrap="wrap">
            <Text fw={700} fz="lg" style={{ flex: '1 1 8rem', minWidth: 0 }}>
              {dishes.categoryNames.join(', ')}
            </Text>
            <Badge color={dishes.open ? 'teal' : 'red'} variant="light" style={{ flexShrink: 0 }} data-testid="dishes-status">
              {dishes.open ? t.dishesOpen : t.dishesClosed}
            </Badge>
          </Group>
          {!dishes.open && dishes.action.closedMessage && (
            <Text size="sm" c="dimmed">
              {dishes.action.closedMessage}
            </Text>
          )}
        </QuickCard>
      ))}
    </SimpleGrid>
  );
}
