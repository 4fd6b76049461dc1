import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';

export type AddressField = 'street' | 'zipCode' | 'city' | 'phone' | 'email';

interface AddressFieldProps {
  label: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}

interface AddressFieldsProps {
  labels: Record<AddressField, string>;
  /** The form's own text field of one of them. */
  input: (field: AddressField, props: AddressFieldProps) => ReactNode;
}

/** Street, postal code and place, phone and e-mail, with the browser's autofill names (a location, the company). */
export function AddressFields({ labels, input }: AddressFieldsProps) {
  return (
    <>
      {input('street', { label: labels.street, autoComplete: 'street-address' })}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {input('zipCode', { label: labels.zipCode, inputMode: 'numeric', autoComplete: 'postal-code' })}
        {input('city', { label: labels.city, autoComplete: 'address-level2' })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {input('phone', { label: labels.phone, inputMode: 'tel', autoComplete: 'tel' })}
        {input('email', { label: labels.email, inputMode: 'email', autoComplete: 'email' })}
      </SimpleGrid>
    </>
  );
}
