import { Link } from 'react-router';
import { ActionIcon, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { Category, Item } from '@bakrom/shared/schemas/catalogue';
import { SortIcon } from '@/components/action-icons';
import { texts } from '@/i18n';
import { categoryBlockId } from '../menu-structure';
import type { DeleteTarget } from './catalogue-delete-dialog';
import { ItemRow } from './item-row';

interface CategoryBlockProps {
  category: Category;
  items: Item[];
  vat: VatRates;
  showDays: boolean;
  onDelete: (target: DeleteTarget) => void;
}

/** A category's products: header with sort icon and '+ Legg til produkt', rows by sortOrder (§2.3). */
export function CategoryBlock({ category, items, vat, showDays, onDelete }: CategoryBlockProps) {
  const t = texts.catalogue;
  const headingId = `${categoryBlockId(category.id)}-heading`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      id={categoryBlockId(category.id)}
      aria-labelledby={headingId}
      style={{ scrollMarginTop: 76 }}
      data-testid="category-block"
      data-category-id={category.id}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" id={headingId} tabIndex={-1}>
            {category.name}
          </Title>
          <Text size="xs" c="dimmed">
            {t.itemTypes[category.itemType as keyof typeof t.itemTypes] ?? category.itemType}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            component={Link}
            to={`/itemsOfCategorySort?categoryId=${category.id}`}
            variant="subtle"
            size="lg"
            aria-label={t.products.sortItems(category.name)}
            data-testid="category-sort-items"
          >
            <SortIcon />
          </ActionIcon>
          <Button component={Link} to={`/itemCreate?categoryId=${category.id}`} variant="light" size="sm" data-testid="category-add-item">
            {t.products.addItem}
          </Button>
        </Group>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          {t.products.noItems}
        </Text>
      ) : (
        <Stack gap={0} mt="xs">
          {items.map((item, index) => (
            <div key={item.id}>
              {index > 0 && <Divider />}
              <ItemRow item={item} vat={vat} showDays={showDays} onDelete={onDelete} />
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
