import { Box, Group, Image, Stack, Text } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { Item } from '@bakrom/shared/schemas/catalogue';
import { ImageIcon } from '@/components/action-icons';
import { texts } from '@/i18n';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import { daysText, menuPrices } from '../menu-display';
import type { DeleteTarget } from './catalogue-delete-dialog';
import { RowActions } from '@/components/row-actions';

interface ItemRowProps {
  item: Item;
  vat: VatRates;
  showDays: boolean;
  onDelete: (target: DeleteTarget) => void;
}

interface PricesProps {
  entry: { price: number; priceDineIn: number };
  vat: VatRates;
  dineInOffered: boolean;
}

/** 'Ta med 69 kr · Spise her 69 kr': the line may break between the two prices, never inside one. */
function Prices({ entry, vat, dineInOffered }: PricesProps) {
  const t = texts.catalogue.products;
  const prices = menuPrices(entry, vat, dineInOffered);
  const takeaway = <span style={{ whiteSpace: 'nowrap' }}>{`${t.takeawayPrice} ${prices.takeaway}`}</span>;
  if (prices.dineIn === null) return takeaway;
  return (
    <>
      {takeaway}
      {' · '}
      <span style={{ whiteSpace: 'nowrap' }}>{`${t.dineInPrice} ${prices.dineIn}`}</span>
    </>
  );
}

/** One product on the products page: image, menu number, name, description, days, prices with VAT (§2.3). */
export function ItemRow({ item, vat, showDays, onDelete }: ItemRowProps) {
  const t = texts.catalogue.products;
  const dineInOffered = item.availableForOrderTypes.includes('DINE_IN');
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" py="sm" data-testid="item-row" data-item-id={item.id}>
      <Box w={100} h={100} style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
        {item.imageUrl ? (
          <Image src={thumbnailUrl(item.imageUrl)} alt={item.name} w={100} h={100} fit="cover" loading="lazy" />
        ) : (
          <Stack h="100%" align="center" justify="center" c="gray.5" aria-label={t.noImage} role="img">
            <ImageIcon size={32} />
          </Stack>
        )}
      </Box>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>
          {item.menuNr && (
            <Text span c="dimmed" fw={500} mr={6} style={{ whiteSpace: 'nowrap' }} data-testid="item-menu-nr">
              {t.menuNr(item.menuNr)}
            </Text>
          )}
          <span data-testid="item-name">{item.name}</span>
        </Text>
        {item.description && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
        )}
        {showDays && (
          <Text size="xs" c="dimmed" data-testid="item-days">
            {daysText(item.availableOnDays)}
          </Text>
        )}
        <Text size="sm" fw={500} data-testid="item-prices">
          <Prices entry={item} vat={vat} dineInOffered={dineInOffered} />
        </Text>
        {item.subselections.map((variant) => (
          <Text key={variant.id} size="xs" c="dimmed" data-testid="item-variant">
            {variant.name}: <Prices entry={variant} vat={vat} dineInOffered={dineInOffered} />
          </Text>
        ))}
      </Stack>
      <RowActions
        editTo={`/itemEdit?categoryId=${item.categoryId}&itemId=${item.id}`}
        editLabel={t.editItem(item.name)}
        deleteLabel={t.deleteItem(item.name)}
        onDelete={() => onDelete({ kind: 'item', id: item.id, name: item.name, imageUrl: item.imageUrl })}
        testId="item"
      />
    </Group>
  );
}
