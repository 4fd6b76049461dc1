import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import { nb } from '@/i18n/nb';
import { changeGross, changeNet, type PriceFields } from '../price-fields';

interface PricePairProps {
  netLabel: string;
  grossLabel: string;
  ratePercent: number;
  value: PriceFields;
  onChange: (value: PriceFields) => void;
  error?: string;
  required?: boolean;
  /** Prefix of the inputs' test ids: `{testId}-net` and `{testId}-gross`. */
  testId: string;
}

// A negative or too high price is kept as typed, so the schema says what is wrong instead of a silent change.
const numberProps = { decimalSeparator: ',', min: 0, max: 1_000_000, hideControls: true, clampBehavior: 'none' } as const;
const kr = (
  <Text size="sm" c="dimmed" aria-hidden="true">
    kr
  </Text>
);

/** A price without and with VAT; typing one updates the other live by the §5 rules. */
export function PricePair({ netLabel, grossLabel, ratePercent, value, onChange, error, required, testId }: PricePairProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NumberInput
        label={netLabel}
        value={value.net}
        onChange={(net) => onChange(changeNet(net, ratePercent))}
        decimalScale={2}
        error={error}
        required={required}
        data-testid={`${testId}-net`}
        rightSection={kr}
        {...numberProps}
      />
      <NumberInput
        label={grossLabel}
        value={value.gross}
        onChange={(gross) => onChange(changeGross(gross, ratePercent))}
        decimalScale={0}
        data-testid={`${testId}-gross`}
        rightSection={kr}
        {...numberProps}
      />
    </SimpleGrid>
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
}

/** The takeaway price (takeaway VAT) and the dine-in price (dine-in VAT), each without and with VAT. */
export function TakeawayAndDineInPrices({ vat, value, onChange, errors, required, testId }: TakeawayAndDineInPricesProps) {
  const t = nb.catalogue;
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
        testId={`${testId}-price-dine-in`}
      />
    </>
  );
}
