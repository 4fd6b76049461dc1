import { Link } from 'react-router';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { osloDateOf } from '@bakrom/shared/business-day';
import { formatDate } from '@bakrom/shared/format';
import type { Location } from '@bakrom/shared/schemas/location';
import type { Discount } from '@bakrom/shared/schemas/loyalty';
import { RowActions } from '@/components/row-actions';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/components/delete-confirmation';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/get-discounts';
import { discountStatus, formatPercent, locationsText, namesOf, shortList, type DiscountStatus } from '../loyalty-format';

const STATUS_COLORS: Record<DiscountStatus, string> = { active: 'green', upcoming: 'blue', expired: 'gray' };

interface DiscountsViewProps {
  merchant: string;
  locations: readonly Location[];
}

/** /discounts 'Rabatter': the discounts as a table with each one's status today (Aktiv, Kommende, Utløpt), edit, delete with a question, and an add button. */
export function DiscountsView({ merchant, locations }: DiscountsViewProps) {
  const t = texts.loyalty.discounts;
  const discounts = useDiscounts(merchant);
  const remove = useDeleteDiscount();
  const deletion = useDeleteConfirmation(remove, (entry: Discount) => ({ merchant, id: entry.id }));
  const showLocations = locations.length > 1;
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));
  const today = osloDateOf(new Date());

  const addButton = (
    <Button component={Link} to="/discountCreate" data-testid="add-discount">
      {t.add}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} actions={addButton} />
      <ScreenState query={discounts} isEmpty={(page) => page.discounts.length === 0} emptyText={t.empty} loadFailedText={t.loadFailed}>
        {(page) => {
          const productNames = new Map(page.items.map((item) => [item.id, item.name]));
          return (
            // Below 1200 px the dates share one column; a table still wider than the window scrolls
            // sideways, with its scrollbar always shown.
            <Table.ScrollContainer
              minWidth={showLocations ? 780 : 700}
              scrollAreaProps={{ type: 'always', offsetScrollbars: 'x' }}
              data-testid="discounts-scroll"
            >
              <Table striped highlightOnHover withTableBorder verticalSpacing="sm" data-testid="discounts-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={96}>{t.columns.actions}</Table.Th>
                    <Table.Th>{t.columns.name}</Table.Th>
                    <Table.Th visibleFrom="lg">{t.columns.description}</Table.Th>
                    <Table.Th w={100}>{t.columns.status}</Table.Th>
                    <Table.Th w={90}>{t.columns.percent}</Table.Th>
                    <Table.Th w={110} visibleFrom="lg">
                      {t.columns.from}
                    </Table.Th>
                    <Table.Th w={110} visibleFrom="lg">
                      {t.columns.to}
                    </Table.Th>
                    <Table.Th w={110} hiddenFrom="lg">
                      {t.columns.period}
                    </Table.Th>
                    <Table.Th>{t.columns.products}</Table.Th>
                    <Table.Th>{t.columns.channels}</Table.Th>
                    {showLocations && <Table.Th>{t.columns.locations}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.discounts.map((discount) => (
                    <Table.Tr key={discount.id} data-testid="discount-row">
                      <Table.Td>
                        <RowActions
                          editTo={`/discountEdit?discountId=${encodeURIComponent(discount.id)}`}
                          editLabel={t.editLabel(discount.name)}
                          onDelete={() => deletion.ask(discount)}
                          deleteLabel={t.deleteLabel(discount.name)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {discount.name}
                        </Text>
                        {/* Narrower than the description column: the description under the name. */}
                        <Text size="sm" c="dimmed" hiddenFrom="lg">
                          {discount.description}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="lg">{discount.description}</Table.Td>
                      <Table.Td>
                        <DiscountStatusBadge status={discountStatus(discount, today)} />
                      </Table.Td>
                      <Table.Td>{formatPercent(discount.percent)}</Table.Td>
                      <Table.Td visibleFrom="lg">{formatDate(discount.fromDate)}</Table.Td>
                      <Table.Td visibleFrom="lg">{formatDate(discount.toDate)}</Table.Td>
                      <Table.Td hiddenFrom="lg" data-testid="discount-period">
                        {formatDate(discount.fromDate)} –<br />
                        {formatDate(discount.toDate)}
                      </Table.Td>
                      <Table.Td data-testid="discount-products">
                        {shortList(namesOf(discount.itemIds, productNames), 4, texts.loyalty.common.andMore)}
                      </Table.Td>
                      <Table.Td data-testid="discount-channels">
                        {discount.validForChannelIds.map((channel) => texts.loyalty.channels[channel]).join(', ')}
                      </Table.Td>
                      {showLocations && (
                        <Table.Td>{locationsText(discount.validForLocationIds, locationNames, texts.loyalty.common.allLocations)}</Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </ScreenState>
      <DeleteConfirmDialog
        confirmation={deletion}
        title={t.deleteTitle}
        message={(entry) => t.deleteText(entry.name)}
        confirmLabel={texts.loyalty.common.delete}
        cancelLabel={texts.loyalty.common.cancel}
        failedText={t.deleteFailed}
      />
    </Stack>
  );
}

function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="discount-status">
      {texts.loyalty.discounts.status[status]}
    </Badge>
  );
}
