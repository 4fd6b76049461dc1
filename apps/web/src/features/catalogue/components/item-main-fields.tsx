import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { Location } from '@bakrom/shared/schemas/location';
import { textField } from '@/components/form/text-field';
import { texts } from '@/i18n';
import type { ImageFieldState } from '../use-image-field';
import type { ItemValues } from '../item-values';
import { dayChoices, itemTypeChoices, type CatalogueSetting, type ItemFormFields } from '../offered-fields';
import { DayChoices, LocationChoices, OrderTypeChoices } from './choice-fields';
import type { FieldsProps } from './form-fields';
import { ImageField } from './image-field';
import { ItemArticleGroupSelect } from './article-group-select';
import { ItemTypeSelect } from './item-type-select';

interface ItemMainFieldsProps extends FieldsProps<ItemValues> {
  setting: CatalogueSetting;
  shown: ItemFormFields;
  locations: Location[];
  image: ImageFieldState;
  storedItemType?: ItemValues['itemType'];
}

/** Item type, name, menu number, where and when it is offered, image and texts (§2.5). */
export function ItemMainFields({ values, set, errors, setting, shown, locations, image, storedItemType }: ItemMainFieldsProps) {
  const t = texts.catalogue;
  return (
    <>
      <ItemTypeSelect
        choices={itemTypeChoices(setting, storedItemType ?? undefined)}
        value={values.itemType}
        onChange={(itemType) => set('itemType', itemType)}
        error={errors.itemType}
      />
      <ItemArticleGroupSelect
        value={values.articleGroup}
        onChange={(articleGroup) => set('articleGroup', articleGroup)}
        error={errors.articleGroup}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput label={t.form.name} {...textField({ values, set, errors }, 'name')} required style={{ gridColumn: 'span 2' }} />
        <TextInput label={t.item.menuNr} {...textField({ values, set, errors }, 'menuNr')} />
      </SimpleGrid>
      <LocationChoices
        locations={locations}
        value={values.availableAtLocationIds}
        onChange={(ids) => set('availableAtLocationIds', ids)}
        error={errors.availableAtLocationIds}
      />
      <OrderTypeChoices
        value={values.availableForOrderTypes}
        onChange={(types) => set('availableForOrderTypes', types)}
        error={errors.availableForOrderTypes}
      />
      {shown.days && (
        <DayChoices
          days={dayChoices(setting)}
          value={values.availableOnDays}
          onChange={(days) => set('availableOnDays', days)}
          error={errors.availableOnDays}
        />
      )}
      {shown.showAsDiscount && (
        <Switch
          label={t.item.showAsDiscount}
          checked={values.showAsDiscount}
          onChange={(e) => set('showAsDiscount', e.currentTarget.checked)}
        />
      )}
      <ImageField image={image} error={errors.imageUrl} />
      <Textarea label={t.form.description} {...textField({ values, set, errors }, 'description')} autosize minRows={2} />
      <Textarea label={t.item.ingredientsText} {...textField({ values, set, errors }, 'ingredientsText')} autosize minRows={2} />
    </>
  );
}
