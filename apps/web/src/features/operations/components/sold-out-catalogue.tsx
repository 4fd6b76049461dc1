import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SoldOutPageItem } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';
import { searchByName } from '@/lib/name-search';
import type { CategoryGroup } from '../sold-out-menu';
import { SoldOutItemRow } from './sold-out-item-row';

interface SoldOutCatalogueProps {
  groups: readonly CategoryGroup[];
  query: string;
  selected: ReadonlySet<string>;
  soldOutItemIds: ReadonlySet<string>;
  onToggle: (itemId: string) => void;
}

/** Two columns of item cards from tablet width up. */
const columns = { cols: { base: 1, sm: 2 }, spacing: 'xs', verticalSpacing: 'xs' } as const;

/** The menu to choose from: grouped by category, or the matches of the search as one list. */
export function SoldOutCatalogue({ groups, query, selected, soldOutItemIds, onToggle }: SoldOutCatalogueProps) {
  const t = texts.operations.soldOut;
  const row = (item: SoldOutPageItem) => (
    <SoldOutItemRow key={item.id} item={item} checked={selected.has(item.id)} soldOut={soldOutItemIds.has(item.id)} onToggle={onToggle} />
  );
  const matches = searchByName(
    groups.flatMap((group) => group.items),
    query,
  );

  if (matches) {
    return (
      <Stack gap="xs" data-testid="sold-out-search-results">
        {matches.length === 0 ? <Text c="dimmed">{t.noMatches}</Text> : <SimpleGrid {...columns}>{matches.map(row)}</SimpleGrid>}
      </Stack>
    );
  }
  if (groups.length === 0) return <Text c="dimmed">{t.noProducts}</Text>;
  return (
    <Stack gap="lg" data-testid="sold-out-groups">
      {groups.map((group) => (
        <Stack key={group.category.id} gap="xs" component="section" aria-label={group.category.name}>
          <Title order={3} fz="h5" c="dimmed" tt="uppercase">
            {group.category.name}
          </Title>
          <SimpleGrid {...columns}>{group.items.map(row)}</SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
