import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A percentage from 0 to 100 with up to two decimals, typed with a decimal comma and shown with ' %'
 * (VAT rates, discounts, rewards). Out-of-range values are kept as typed, so that the form's schema
 * names the mistake beside the field.
 */
export function PercentInput(
  props: Omit<NumberInputProps, 'min' | 'max' | 'decimalScale' | 'decimalSeparator' | 'clampBehavior' | 'suffix'>,
) {
  return <NumberInput min={0} max={100} decimalScale={2} decimalSeparator="," clampBehavior="none" suffix=" %" {...props} />;
}
