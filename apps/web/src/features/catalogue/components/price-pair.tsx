import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import { texts } from '@/i18n';
import { withVatText } from '../menu-display';
import { changeGross, changeNet, netPrice, type PriceFields } from '../price-fields';

interface PricePairProps {
  netLabel: string;
  grossLabel: string;
  ratePercent: number;
  value: PriceFields;
  onChange: (value: PriceFields) => void;
  error?: string;
  required?: boolean;
  /** A note below the pair (how an empty price is filled). */
  note?: string;
  /** Prefix of the inputs' test ids: `{testId}-net` and `{testId}-gross`. */
  testId: string;
}

// A negative or too high price is kept as typed, so the schema says what is wrong instead of a silent change.
const numberProps = { decimalSeparator: ',', min: 0, max: 1_000_000, hideControls: true, clampBehavior: 'none' } as const;
/** The currency beside the inputs (the fields' labels say it to a screen reader). */
const Kroner = () => (
  <Text size="sm" c="dimmed" aria-hidden="true">
    {texts.units.kroner}
  </Text>
);

/** A price without and with VAT; typing one updates the other live by the §5 rules. */
export function PricePair({ netLabel, grossLabel, ratePercent, value, onChange, error, required, note, testId }: PricePairProps) {
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={netLabel}
          value={value.net}
          onChange={(net) => onChange(changeNet(net, ratePercent))}
          decimalScale={2}
          error={error}
          required={required}
          data-testid={`${testId}-net`}
          rightSection={<Kroner />}
          {...numberProps}
        />
        <NumberInput
          label={grossLabel}
          value={value.gross}
          onChange={(gross) => onChange(changeGross(gross, ratePercent))}
          decimalScale={0}
          data-testid={`${testId}-gross`}
          rightSection={<Kroner />}
          {...numberProps}
        />
      </SimpleGrid>
      {note && (
        <Text size="sm" c="dimmed" data-testid={`${testId}-note`}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

type PriceField = 'price' | 'priceDineIn';

interface TakeawayAndDineInPricesProps {
  vat: VatRates;
  value: Record<PriceField, PriceFields>;
  onChange: (field: PriceField, value: PriceFields) => void;
  errors: Partial<Record<PriceField, string>>;
  /** The price the item type requires, if any (§5). */
  required?: PriceField | null;
  /** Prefix of the test ids: `{testId}-price-…` and `{testId}-price-dine-in-…`. */
  testId: string;
  /** Dine-in is offered: an empty dine-in price sells at the takeaway price (`dineInPrice`), said below it. */
  dineInFromTakeaway?: boolean;
}

/** The takeaway price (takeaway VAT) and the dine-in price (dine-in VAT), each without and with VAT. */
export function TakeawayAndDineInPrices(props: TakeawayAndDineInPricesProps) {
  const { vat, value, onChange, errors, required, testId, dineInFromTakeaway = false } = props;
  const t = texts.catalogue;
  const takeaway = netPrice(value.price);
  const filled = dineInFromTakeaway && !(netPrice(value.priceDineIn) > 0) && takeaway > 0;
  return (
    <>
      <PricePair
        netLabel={t.item.price}
        grossLabel={t.item.priceWithVat(vat.takeOut)}
        ratePercent={vat.takeOut}
        value={value.price}
        onChange={(price) => onChange('price', price)}
        error={errors.price}
        required={required === 'price'}
        testId={`${testId}-price`}
      />
      <PricePair
        netLabel={t.item.priceDineIn}
        grossLabel={t.item.priceDineInWithVat(vat.dineIn)}
        ratePercent={vat.dineIn}
        value={value.priceDineIn}
        onChange={(priceDineIn) => onChange('priceDineIn', priceDineIn)}
        error={errors.priceDineIn}
        required={required === 'priceDineIn'}
        note={filled ? t.item.dineInFromTakeaway(vat.dineIn, withVatText(takeaway, vat.dineIn)) : undefined}
        testId={`${testId}-price-dine-in`}
      />
    </>
  );
}
