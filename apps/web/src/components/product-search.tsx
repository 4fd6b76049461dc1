import { TextInput, type TextInputProps } from '@mantine/core';
import { texts } from '@/i18n';

interface ProductSearchProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (query: string) => void;
}

/** 'Søk etter produkt': the search box of the product lists, read by `searchByName` (lib/name-search). */
export function ProductSearch({ value, onChange, ...props }: ProductSearchProps) {
  return (
    <TextInput
      label={texts.productSearch.label}
      placeholder={texts.productSearch.placeholder}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
