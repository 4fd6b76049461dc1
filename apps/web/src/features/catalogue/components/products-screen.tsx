import { useState } from 'react';
import { Alert, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { Loading } from '@/components/loading';
import { PageTitle } from '@/components/page-title';
import { nb } from '@/i18n/nb';
import { useProducts } from '../api/get-products';
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
  const setting = user.merchantSetting;

  if (products.isPending) return <Loading />;
  if (products.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={t.title} />
        <Alert color="red" role="alert" data-testid="products-error">
          {t.loadFailed}
        </Alert>
        <Button variant="light" onClick={() => void products.refetch()} style={{ alignSelf: 'flex-start' }}>
          {t.retry}
        </Button>
      </Stack>
    );
  }

  const { categories, items, vat, addOnGroups, addOnLists } = products.data;
  const blocks = categoriesWithItems(categories, items);
  return (
    <Stack gap="lg">
      <PageTitle title={t.title} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CategorySidebar categories={blocks.map((block) => block.category)} onDelete={setDeleteTarget} />
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
              <CategoryBlock key={category.id} category={category} items={list} vat={vat} showDays={setting.showAvailableOnDays} onDelete={setDeleteTarget} />
            ))}
          </Stack>
        </Grid.Col>
        {setting.useAddOns && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AddOnGroupsPanel groups={addOnGroups} addOns={addOnLists} vat={vat} onDelete={setDeleteTarget} />
          </Grid.Col>
        )}
      </Grid>
      <CatalogueDeleteDialog merchant={user.merchant} target={deleteTarget} onClose={() => setDeleteTarget(null)} />
    </Stack>
  );
}
