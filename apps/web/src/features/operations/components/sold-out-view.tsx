import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import type { SoldOutItem } from '@bakrom/shared/schemas/operations';
import { PageTitle } from '@/components/page-title';
import { ProductSearch } from '@/components/product-search';
import { ScreenState } from '@/components/screen-state';
import { showUndoNotice } from '@/components/undo-notice';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { useSoldOutPage } from '../api/get-sold-out-page';
import { useMarkProductsAsSoldOut } from '../api/mark-products-as-sold-out';
import { useUnmarkProductsAsSoldOut } from '../api/unmark-products-as-sold-out';
import { overviewPath } from '../overview-path';
import { groupByCategory } from '../sold-out-menu';
import { CurrentSoldOut } from './current-sold-out';
import { MarkSoldOutDialog } from './mark-sold-out-dialog';
import { SoldOutCatalogue } from './sold-out-catalogue';

interface SoldOutViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /soldOut?locationId=…: unmark sold-out items, and choose items to mark as sold out (spec part 1 §2). */
export function SoldOutView({ merchant, locations }: SoldOutViewProps) {
  const t = texts.operations.soldOut;
  const navigate = useNavigate();
  const { location } = useLocationParam(locations);
  const page = useSoldOutPage(merchant, location?.id);
  const mark = useMarkProductsAsSoldOut();
  const unmark = useUnmarkProductsAsSoldOut();
  const markAgain = useMarkProductsAsSoldOut();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const groups = useMemo(() => (page.data ? groupByCategory(page.data.categories, page.data.items) : []), [page.data]);
  const soldOutItemIds = useMemo(() => new Set(page.data?.soldOutItems.map((item) => item.itemId)), [page.data]);
  const chosen = groups.flatMap((group) => group.items).filter((item) => selected.has(item.id) && !soldOutItemIds.has(item.id));

  const toggle = (itemId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });

  const confirm = () => {
    if (!location || chosen.length === 0) return;
    mark.mutate(
      { merchant, locationId: location.id, items: chosen.map((item) => item.id) },
      { onSuccess: () => void navigate(overviewPath(location.id)) },
    );
  };

  /** 'Tilgjengelig' at once, then a notice whose 'Angre' marks the item sold out again at its location. */
  const makeAvailable = (item: SoldOutItem, viaKeyboard: boolean) =>
    unmark.mutate(
      { merchant, soldOutItemDocId: item.id },
      {
        onSuccess: () =>
          showUndoNotice({
            message: t.madeAvailable(item.itemName),
            undoneMessage: t.soldOutAgain(item.itemName),
            undo: () => markAgain.mutateAsync({ merchant, locationId: item.locationId, items: [item.itemId] }),
            focus: viaKeyboard,
          }),
      },
    );

  const locationName = page.data?.location.name ?? location?.name ?? '';
  const title = locations.length > 1 && locationName ? t.titleAt(locationName) : t.title;

  return (
    <Stack gap="lg" pb={80}>
      <PageTitle title={title} />
      {!location && <Alert color="yellow">{texts.operations.common.noLocations}</Alert>}
      <ScreenState query={page}>
        {(data) => (
          <>
            {unmark.isError && (
              <Alert color="red" role="alert">
                {t.unmarkFailed}
              </Alert>
            )}
            <CurrentSoldOut
              items={data.soldOutItems}
              pendingId={unmark.isPending ? unmark.variables?.soldOutItemDocId : undefined}
              onUnmark={makeAvailable}
            />
            <Stack gap="sm" component="section" aria-labelledby="all-products-title">
              <Title order={2} fz="h4" id="all-products-title">
                {t.allProducts}
              </Title>
              <ProductSearch value={query} onChange={setQuery} maw={420} data-testid="sold-out-search" />
              <SoldOutCatalogue groups={groups} query={query} selected={selected} soldOutItemIds={soldOutItemIds} onToggle={toggle} />
            </Stack>
            <Paper withBorder shadow="md" p="sm" radius="md" pos="sticky" bottom={12} style={{ zIndex: 5 }}>
              <Button size="md" color="red" disabled={chosen.length === 0} onClick={() => setConfirming(true)} data-testid="mark-sold-out">
                {t.markButton(chosen.length)}
              </Button>
            </Paper>
            <MarkSoldOutDialog
              opened={confirming}
              names={chosen.map((item) => item.name)}
              loading={mark.isPending}
              failed={mark.isError}
              onConfirm={confirm}
              onCancel={() => {
                setConfirming(false);
                mark.reset();
              }}
            />
          </>
        )}
      </ScreenState>
    </Stack>
  );
}
