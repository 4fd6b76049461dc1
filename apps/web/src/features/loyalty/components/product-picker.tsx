import { useState } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DiscountCategory, DiscountProduct } from '@bakrom/shared/schemas/loyalty';
import { ProductSearch } from '@/components/product-search';
import { texts } from '@/i18n';
import { searchByName } from '@/lib/name-search';

interface ProductPickerProps {
  categories: readonly DiscountCategory[];
  items: readonly DiscountProduct[];
  /** The choice the picker opens with. */
  selected: readonly string[];
  onBack: () => void;
  onOk: (itemIds: string[]) => void;
}

/**
 * Step 2 of the discount form: the menu's products grouped by category, each category with a checkbox
 * for all of its products shown; a name search that narrows the products shown while the chosen ones
 * stay chosen; select all / remove all; Back, and OK with the count chosen.
 */
export function ProductPicker({ categories, items, selected, onBack, onOk }: ProductPickerProps) {
  const t = texts.loyalty.discountForm;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(selected));
  const [query, setQuery] = useState('');
  const matches = searchByName(items, query);
  const shown = matches ?? items;
  const groups = categories
    .map((category) => ({ category, products: shown.filter((item) => item.categoryId === category.id) }))
    .filter((group) => group.products.length > 0);
  const shownIds = new Set(shown.map((item) => item.id));
  const hiddenChosen = items.filter((item) => chosen.has(item.id) && !shownIds.has(item.id)).length;

  const chosenIds = items.filter((item) => chosen.has(item.id)).map((item) => item.id);

  const setMany = (ids: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="md" data-testid="product-picker">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t.pickerTitle}
        </Title>
        <Text c="dimmed">{t.pickerHint}</Text>
      </Stack>
      <Group gap="sm">
        <Button variant="light" onClick={() => setChosen(new Set(items.map((item) => item.id)))} data-testid="picker-select-all">
          {t.selectAll}
        </Button>
        <Button variant="light" color="gray" onClick={() => setChosen(new Set())} data-testid="picker-remove-all">
          {t.removeAll}
        </Button>
      </Group>
      {items.length > 0 && <ProductSearch value={query} onChange={setQuery} data-testid="picker-search" />}
      {matches && hiddenChosen > 0 && (
        <Text size="sm" c="dimmed" role="status" data-testid="picker-hidden-chosen">
          {t.hiddenChosen(hiddenChosen)}
        </Text>
      )}
      {groups.length === 0 && <Text c="dimmed">{matches ? t.noMatches(query.trim()) : t.noProducts}</Text>}
      {groups.map(({ category, products }) => {
        const ids = products.map((product) => product.id);
        const count = ids.filter((id) => chosen.has(id)).length;
        return (
          <Paper
            key={category.id}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={category.name}
            data-testid="picker-category"
          >
            <Checkbox
              label={t.categoryLabel(category.name, count, ids.length)}
              checked={count === ids.length}
              indeterminate={count > 0 && count < ids.length}
              onChange={(event) => setMany(ids, event.currentTarget.checked)}
              fw={700}
              mb="sm"
              data-testid="picker-category-toggle"
            />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
              {products.map((product) => (
                <Checkbox
                  key={product.id}
                  label={product.name}
                  checked={chosen.has(product.id)}
                  onChange={(event) => setMany([product.id], event.currentTarget.checked)}
                  data-testid="picker-product"
                />
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
      {/* Stays in view at the bottom of the window however long the menu is. */}
      <Group
        gap="sm"
        justify="flex-end"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
      >
        <Button variant="default" onClick={onBack} data-testid="picker-back">
          {t.back}
        </Button>
        <Button onClick={() => onOk(chosenIds)} data-testid="picker-ok">
          {t.ok(chosenIds.length)}
        </Button>
      </Group>
    </Stack>
  );
}
