import { NativeSelect } from '@mantine/core';
import type { CatalogueItemType } from '@bakrom/shared/catalogue-rules';
import { texts } from '@/i18n';

interface ItemTypeSelectProps {
  choices: CatalogueItemType[];
  value: CatalogueItemType | null;
  onChange: (value: CatalogueItemType | null) => void;
  error?: string;
}

/** The item type of a category or item, with the §5 labels (a native select: the tablet's own picker). */
export function ItemTypeSelect({ choices, value, onChange, error }: ItemTypeSelectProps) {
  const data = choices.map((type) => ({ value: type, label: texts.catalogue.itemTypes[type] }));
  return (
    <NativeSelect
      label={texts.catalogue.form.itemType}
      data={value ? data : [{ value: '', label: texts.catalogue.form.chooseItemType, disabled: true }, ...data]}
      value={value ?? ''}
      onChange={(event) => onChange((event.currentTarget.value || null) as CatalogueItemType | null)}
      required
      error={error}
      data-testid="item-type"
    />
  );
}
