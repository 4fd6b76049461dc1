import { useState } from 'react';
import { Grid, Paper, Stack, Text } from '@mantine/core';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { useProducts, type ProductsPage } from '../api/get-products';
import { categoriesWithItems } from '../utils/menu-structure';
import { AddOnGroupsPanel } from './add-on-groups-panel';
import { CatalogueDeleteDialog, type DeleteTarget } from './catalogue-delete-dialog';
import { CategoryBlock } from './category-block';
import { CategorySidebar } from './category-sidebar';

const t = nb.catalogue.products;

/** /products: categories, their products and the add-on groups side by side; stacked on a tablet (§2.3). */
export function ProductsScreen({ user }: { user: StoredUser }) {
  const products = useProducts(user.merchant);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} />
      <ScreenState query={products} loadFailedText={t.loadFailed} errorTestId="products-error">
        {(data) => <Catalogue user={user} data={data} onDelete={setDeleteTarget} />}
      </ScreenState>
      <CatalogueDeleteDialog merchant={user.merchant} target={deleteTarget} onClose={() => setDeleteTarget(null)} />
    </Stack>
  );
}

interface CatalogueProps {
  user: StoredUser;
  data: ProductsPage;
  onDelete: (target: DeleteTarget) => void;
}

/** The three columns, once the menu is there. */
function Catalogue({ user, data, onDelete }: CatalogueProps) {
  const setting = user.merchantSetting;
  const { categories, items, vat, addOnGroups, addOnLists } = data;
  const blocks = categoriesWithItems(categories, items);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <CategorySidebar categories={blocks.map((block) => block.category)} onDelete={onDelete} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: setting.useAddOns ? 5 : 9 }}>
        <Stack gap="md" data-testid="category-blocks">
          {blocks.length === 0 && (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                {t.noCategories}
              </Text>
            </Paper>
          )}
          {blocks.map(({ category, items: list }) => (
            <CategoryBlock key={category.id} category={category} items={list} vat={vat} showDays={setting.showAvailableOnDays} onDelete={onDelete} />
          ))}
        </Stack>
      </Grid.Col>
      {setting.useAddOns && (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AddOnGroupsPanel groups={addOnGroups} addOns={addOnLists} vat={vat} onDelete={onDelete} />
        </Grid.Col>
      )}
    </Grid>
  );
}
