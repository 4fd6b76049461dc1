import { useState } from 'react';
import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { PageTitle } from '@/components/page-title';
import { ProductSearch } from '@/components/product-search';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { searchByName } from '@/lib/name-search';
import { useProducts, type ProductsPage } from '../api/get-products';
import { categoriesWithItems } from '../menu-structure';
import { AddOnGroupsPanel } from './add-on-groups-panel';
import { CatalogueDeleteDialog, type DeleteTarget } from './catalogue-delete-dialog';
import { CategoryBlock } from './category-block';
import { CategorySidebar } from './category-sidebar';
import classes from './products.module.css';

/**
 * /products: categories, their products and the add-on groups side by side from 1200 px; from 992 px
 * (a tablet in landscape) the groups go under the categories, in view while the products scroll;
 * narrower, the categories and products in one tab and the add-on groups in another (§2.3).
 */
export function ProductsScreen({ user }: { user: StoredUser }) {
  const t = texts.catalogue.products;
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

/**
 * The columns, once the menu is there. The search box narrows the products to the names that
 * match (the sold-out page's rule), keeping each under its category; categories without a match hide.
 */
function Catalogue({ user, data, onDelete }: CatalogueProps) {
  const t = texts.catalogue.products;
  const setting = user.merchantSetting;
  const { categories, items, vat, addOnGroups, addOnLists } = data;
  // One column (below 992 px): the add-on groups in a tab of their own, not under every product.
  const tabbed = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false }) === true && setting.useAddOns;
  const [query, setQuery] = useState('');
  const blocks = categoriesWithItems(categories, items);
  const matches = searchByName(items, query);
  const matching = matches && new Set(matches.map((item) => item.id));
  const shown = matching
    ? blocks
        .map((block) => ({ ...block, items: block.items.filter((item) => matching.has(item.id)) }))
        .filter((block) => block.items.length > 0)
    : blocks;
  const groupsPanel = <AddOnGroupsPanel groups={addOnGroups} addOns={addOnLists} vat={vat} onDelete={onDelete} />;
  const columns = (
    <div className={classes.columns} data-add-ons={setting.useAddOns || undefined}>
      <div>
        <CategorySidebar categories={blocks.map((block) => block.category)} onDelete={onDelete} />
      </div>
      <Stack gap="md" className={classes.products} data-testid="category-blocks">
        {items.length > 0 && <ProductSearch value={query} onChange={setQuery} data-testid="products-search" />}
        {matches && (
          <Text size="sm" c="dimmed" role="status" data-testid="products-search-count">
            {t.searchCount(matches.length)}
          </Text>
        )}
        {blocks.length === 0 && (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              {t.noCategories}
            </Text>
          </Paper>
        )}
        {shown.map(({ category, items: list }) => (
          <CategoryBlock
            key={category.id}
            category={category}
            items={list}
            vat={vat}
            showDays={setting.showAvailableOnDays}
            onDelete={onDelete}
          />
        ))}
      </Stack>
      {setting.useAddOns && !tabbed && <div className={classes.groups}>{groupsPanel}</div>}
    </div>
  );
  if (!tabbed) return columns;
  return (
    <Tabs defaultValue="products" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="products" data-testid="products-tab">
          {t.title}
        </Tabs.Tab>
        <Tabs.Tab value="add-on-groups" data-testid="add-on-groups-tab">
          {texts.catalogue.groups.title}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="products">{columns}</Tabs.Panel>
      <Tabs.Panel value="add-on-groups">{groupsPanel}</Tabs.Panel>
    </Tabs>
  );
}
