import { useId, useState } from 'react';
import { Badge, Group, Stack, Switch, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { formatMoney } from '@bakrom/shared/format';
import type { ProductMixAddOn, ProductMixCategory, ProductMixItem } from '@bakrom/shared/schemas/sales-analytics';
import { texts } from '@/i18n';
import reportClasses from '../reports.module.css';
import { ReportTable } from '../report-table';
import { formatCount, formatPercent } from './analytics-format';
import { ChangeText } from './change-text';
import {
  DEFAULT_PRODUCT_SORT,
  nextSort,
  PRODUCT_COLUMNS,
  productLabel,
  productMixRows,
  type ProductColumn,
  type ProductSort,
} from './product-mix-rows';
import classes from './sales-analytics.module.css';

const NUMERIC: readonly ProductColumn[] = ['units', 'sales', 'share', 'rank', 'change'];
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ARROWS = { asc: '↑', desc: '↓' } as const;

function SortHeader({ column, sort, onSort }: { column: ProductColumn; sort: ProductSort; onSort: (column: ProductColumn) => void }) {
  const t = texts.reports.salesAnalytics.products;
  const sorted = sort.column === column;
  const numeric = NUMERIC.includes(column);
  return (
    <Table.Th
      scope="col"
      aria-sort={sorted ? ARIA_SORT[sort.direction] : undefined}
      className={numeric ? reportClasses.numeric : undefined}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        {t.columns[column]}
        <span aria-hidden="true">{sorted ? SORT_ARROWS[sort.direction] : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

function ItemRow({ item }: { item: ProductMixItem }) {
  const t = texts.reports.salesAnalytics.products;
  return (
    <Table.Tr className={item.notSold ? classes.notSold : undefined} data-testid="product-row" data-not-sold={item.notSold || undefined}>
      <Table.Th scope="row" fw={400}>
        <Group gap={6} wrap="nowrap">
          <span>{productLabel(item)}</span>
          {item.notSold && ' '}
          {item.notSold && (
            <Badge size="sm" variant="light" color="gray" data-testid="product-not-sold">
              {t.notSold}
            </Badge>
          )}
        </Group>
      </Table.Th>
      <Table.Td>{item.categoryName}</Table.Td>
      <Table.Td className={reportClasses.numeric}>{formatCount(item.units)}</Table.Td>
      <Table.Td className={reportClasses.numeric}>{formatMoney(item.sales)}</Table.Td>
      <Table.Td className={reportClasses.numeric}>{formatPercent(item.share)}</Table.Td>
      <Table.Td className={reportClasses.numeric}>{item.rank}</Table.Td>
      <Table.Td className={reportClasses.numeric}>
        <ChangeText change={item.change} />
      </Table.Td>
    </Table.Tr>
  );
}

function SubtotalRow({ category }: { category: ProductMixCategory }) {
  const t = texts.reports.salesAnalytics.products;
  return (
    <Table.Tr className={classes.subtotal} data-testid="category-subtotal">
      <Table.Th scope="row">{t.subtotal(category.name)}</Table.Th>
      <Table.Td>{category.name}</Table.Td>
      <Table.Td className={reportClasses.numeric}>{formatCount(category.units)}</Table.Td>
      <Table.Td className={reportClasses.numeric}>{formatMoney(category.sales)}</Table.Td>
      <Table.Td className={reportClasses.numeric}>{formatPercent(category.share)}</Table.Td>
      <Table.Td />
      <Table.Td className={reportClasses.numeric}>
        <ChangeText change={category.change} />
      </Table.Td>
    </Table.Tr>
  );
}

interface ProductMixProps {
  products: readonly ProductMixItem[];
  categories: readonly ProductMixCategory[];
  addOns: readonly ProductMixAddOn[];
}

/**
 * Produktmiks: every item and variant with its units, sales, share, rank and change, sorted by a click on a column's
 * header (aria-sort says which and how), grouped by category with subtotals on request; the items not sold marked.
 * The add-ons in a table of their own under it. Both tables scroll sideways inside their box on a narrow screen.
 */
export function ProductMix({ products, categories, addOns }: ProductMixProps) {
  const t = texts.reports.salesAnalytics;
  const id = useId();
  const [sort, setSort] = useState<ProductSort>(DEFAULT_PRODUCT_SORT);
  const [grouped, setGrouped] = useState(false);
  const rows = productMixRows(products, categories, sort, grouped);

  return (
    <Stack gap="md">
      <Stack gap="xs" className={classes.section} data-testid="product-mix">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={3} fz="h5" id={id}>
            {t.products.table}
          </Title>
          {products.length > 0 && (
            <Switch
              label={t.products.groupByCategory}
              checked={grouped}
              onChange={(event) => setGrouped(event.currentTarget.checked)}
              data-testid="group-by-category"
            />
          )}
        </Group>
        {products.length === 0 ? (
          <Text c="dimmed" data-testid="product-mix-empty">
            {t.products.empty}
          </Text>
        ) : (
          <div className={reportClasses.scroll} role="region" aria-labelledby={id} tabIndex={0}>
            <Table className={reportClasses.table} miw={720} striped withRowBorders verticalSpacing="xs" aria-labelledby={id}>
              <Table.Thead>
                <Table.Tr>
                  {PRODUCT_COLUMNS.map((column) => (
                    <SortHeader key={column} column={column} sort={sort} onSort={(next) => setSort((current) => nextSort(current, next))} />
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) =>
                  row.kind === 'item' ? (
                    <ItemRow key={row.item.key} item={row.item} />
                  ) : (
                    <SubtotalRow key={`subtotal:${row.key}`} category={row.category} />
                  ),
                )}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
      {addOns.length === 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t.addOns.title}
          </Title>
          <Text c="dimmed" data-testid="add-ons-empty">
            {t.addOns.empty}
          </Text>
        </Stack>
      ) : (
        <ReportTable<ProductMixAddOn>
          title={t.addOns.title}
          columns={[
            { key: 'name', label: t.addOns.name, render: (addOn) => addOn.name },
            { key: 'units', label: t.products.columns.units, numeric: true, render: (addOn) => formatCount(addOn.units) },
            { key: 'sales', label: t.products.columns.sales, numeric: true, render: (addOn) => formatMoney(addOn.sales) },
            { key: 'share', label: t.products.columns.share, numeric: true, render: (addOn) => formatPercent(addOn.share) },
            { key: 'rank', label: t.products.columns.rank, numeric: true, render: (addOn) => addOn.rank },
            { key: 'change', label: t.products.columns.change, numeric: true, render: (addOn) => <ChangeText change={addOn.change} /> },
          ]}
          rows={addOns}
          rowKey={(addOn) => addOn.key}
          minWidth={600}
          testId="add-ons"
        />
      )}
    </Stack>
  );
}
