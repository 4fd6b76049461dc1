import { Badge, Box, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import type { SoldOutPageItem } from '@bakrom/shared/schemas/dashboard';
import { texts } from '@/i18n';
import { thumbnailUrl } from '@/lib/thumbnail-url';

interface SoldOutItemRowProps {
  item: SoldOutPageItem;
  checked: boolean;
  /** Already sold out at the location: shown ticked, nothing to choose. */
  soldOut: boolean;
  onToggle: (itemId: string) => void;
}

/** One menu item of the sold-out page: a card that ticks and unticks as a whole (large target on tablets). */
export function SoldOutItemRow({ item, checked, soldOut, onToggle }: SoldOutItemRowProps) {
  const t = texts.operations.soldOut;
  return (
    <Checkbox.Card
      checked={checked || soldOut}
      disabled={soldOut}
      onChange={() => onToggle(item.id)}
      radius="md"
      p="xs"
      aria-label={t.select(item.name)}
      data-testid="sold-out-item"
      data-item-name={item.name}
      style={soldOut ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
    >
      <Group wrap="nowrap" align="center" gap="sm">
        <Checkbox.Indicator checked={checked || soldOut} disabled={soldOut} />
        <Box w={48} h={48} style={{ flexShrink: 0 }}>
          {item.imageUrl && <Image src={thumbnailUrl(item.imageUrl)} w={48} h={48} radius="sm" fit="cover" alt="" loading="lazy" />}
        </Box>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {item.menuNr && (
              <Text size="sm" c="dimmed" fw={600}>
                {t.menuNr(item.menuNr)}
              </Text>
            )}
            <Text fw={600}>{item.name}</Text>
            {soldOut && (
              <Badge color="red" variant="light" size="sm">
                {t.alreadySoldOut}
              </Badge>
            )}
          </Group>
          {item.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {item.description}
            </Text>
          )}
        </Stack>
      </Group>
    </Checkbox.Card>
  );
}
