import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { changeGross, changeNet, type PriceFields } from '../utils/price-fields';

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

const numberProps = { decimalSeparator: ',', min: 0, max: 1_000_000, hideControls: true, allowNegative: false } as const;
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
