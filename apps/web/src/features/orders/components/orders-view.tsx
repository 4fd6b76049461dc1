import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Functionality } from '@bakrom/shared/enums';
import type { Location } from '@bakrom/shared/schemas/location';
import type { Order } from '@bakrom/shared/schemas/orders';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useOrderPages } from '../api/list-orders';
import { orderDetailPath } from '../order-display';
import { filtersOf, hasFilters, withFilters, withoutFilters, type FilterChanges, type OrderFilterValues } from '../order-filters';
import { OrderCard } from './order-card';
import { OrderDetailView } from './order-detail-view';
import { OrderFilters } from './order-filters';
import { OrderTotals } from './order-totals';
import classes from './orders.module.css';

/** Side panel width (spec part 1 §9); the whole width under 768 px. */
const PANEL_WIDTH = 580;

interface OrdersViewProps {
  merchant: string;
  locations: readonly Location[];
  mode: Functionality;
  isSuperAdmin: boolean;
}

/** Calls `onVisible` whenever the element scrolls into view (the bottom of the list). */
function useSentinel(onVisible: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      rootMargin: '0px 0px 200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * /orders 'Ordrer' (spec part 1 §2): order cards newest first, filters and search in the URL, the sums of
 * the whole filtered list with its CSV and Excel downloads, the next 50 when the list's bottom comes into view, and the order in a side panel that Escape closes while
 * the list stays where it was.
 */
export function OrdersView({ merchant, locations, mode, isSuperAdmin }: OrdersViewProps) {
  const t = texts.orders;
  const [params, setParams] = useSearchParams();
  const filters: OrderFilterValues = filtersOf(
    params,
    locations.map((location) => location.id),
  );
  const pages = useOrderPages(merchant, filters);
  const [opened, setOpened] = useState<Order | null>(null);
  const narrow = useMediaQuery('(max-width: 767px)');
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const sentinel = useSentinel(loadMore);

  const change = (changes: FilterChanges) => setParams((current) => withFilters(current, changes), { replace: true });
  const clear = () => setParams((current) => withoutFilters(current), { replace: true });

  const orders = pages.data?.pages.flat();
  return (
    <Stack gap="lg">
      <PageTitle title={t.title} />
      <OrderFilters filters={filters} locations={locations} onChange={change} onClear={clear} />
      <OrderTotals merchant={merchant} filters={filters} />
      <ScreenState
        query={{ data: orders, error: pages.error, isPending: pages.isPending, refetch: pages.refetch }}
        isEmpty={(list) => list.length === 0}
        emptyText={hasFilters(filters) ? t.list.emptyFiltered : t.list.empty}
      >
        {(list) => (
          <Stack gap="sm">
            <ul className={classes.list} aria-label={t.list.label} data-testid="orders-list">
              {list.map((order) => (
                <li key={order.id}>
                  <OrderCard
                    order={order}
                    locationName={locations.length > 1 ? locationNames.get(order.locationId) : undefined}
                    onOpen={setOpened}
                  />
                </li>
              ))}
            </ul>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="orders-count">
              {t.list.count(list.length)}
            </Text>
          </Stack>
        )}
      </ScreenState>
      <div ref={sentinel} className={classes.sentinel} data-testid="orders-sentinel" />
      {isFetchingNextPage && (
        <Group gap="xs" justify="center" data-testid="orders-loading-more">
          <Loader size="sm" />
          <Text size="sm">{t.list.loadingMore}</Text>
        </Group>
      )}
      {isFetchNextPageError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t.list.loadMoreFailed}</Text>
            <Button size="xs" variant="light" onClick={() => void fetchNextPage()}>
              {t.list.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {orders && orders.length > 0 && !hasNextPage && !pages.isFetching && (
        <Text ta="center" c="dimmed" size="sm" data-testid="orders-no-more">
          {t.list.noMore}
        </Text>
      )}
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position="right"
        size={narrow ? '100%' : PANEL_WIDTH}
        title={opened ? t.orderNumber(opened.orderId) : ''}
        closeButtonProps={{ 'aria-label': t.panel.close }}
        data-testid="order-panel"
      >
        {opened && (
          <Stack gap="md">
            <Button component={Link} to={orderDetailPath(opened.id)} variant="subtle" size="compact-sm" w="fit-content">
              {t.panel.openPage}
            </Button>
            <OrderDetailView merchant={merchant} orderDocumentId={opened.id} mode={mode} isSuperAdmin={isSuperAdmin} />
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
