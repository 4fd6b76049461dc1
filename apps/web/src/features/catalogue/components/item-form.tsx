import { useState } from 'react';
import { Divider, Title } from '@mantine/core';
import { createItemInput, editItemInput } from '@bakrom/shared/schemas/catalogue-input';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import type { ItemAdminData } from '../api/get-item-admin-data';
import { useCreateItem } from '../api/create-item';
import { useEditItem } from '../api/edit-item';
import { useImageField } from '../use-image-field';
import { errorUnder } from '@/components/form/form-errors';
import { itemBody, itemValuesOf } from '../item-values';
import { itemFormFields, type CatalogueSetting } from '../offered-fields';
import { CatalogueFormPage } from './catalogue-form-page';
import { ItemExtraFields } from './item-extra-fields';
import { ItemMainFields } from './item-main-fields';
import { TakeawayAndDineInPrices } from './price-pair';
import { VariantEditor } from './variant-editor';

const SHOWN = [
  'itemType',
  'articleGroup',
  'name',
  'menuNr',
  'availableAtLocationIds',
  'availableForOrderTypes',
  'availableOnDays',
  'imageUrl',
  'file',
  'description',
  'ingredientsText',
  'price',
  'priceDineIn',
  'subselections',
  'addOnGroupIds',
  'includedToppingsCount',
  'spicyLevelSelections',
  'allergens',
  'zipCodes',
];

interface ItemFormProps {
  merchant: string;
  setting: CatalogueSetting;
  data: ItemAdminData;
}

/** itemCreate and itemEdit (spec part 2 §2.5): save goes to products. */
export function ItemForm({ merchant, setting, data }: ItemFormProps) {
  const t = texts.catalogue;
  const { item, category, vat } = data;
  const image = useImageField(merchant, item?.imageUrl ?? null);
  const [variantOpen, setVariantOpen] = useState(false);
  const create = useCreateItem();
  const edit = useEditItem();
  const form = useForm({
    initial: itemValuesOf(item, category, data.locations, vat),
    schema: item ? editItemInput : createItemInput,
    toBody: (values) => ({
      ...itemBody(values, {
        merchant,
        categoryId: item?.categoryId ?? category.id,
        imageUrl: image.url,
        sortOrder: item?.sortOrder ?? -1,
      }),
      ...(item ? { itemId: item.id } : {}),
    }),
    save: async (body) => {
      const imageUrl = await image.prepareSave();
      if (item) await edit.mutateAsync({ ...body, imageUrl, itemId: item.id });
      else await create.mutateAsync({ ...body, imageUrl });
    },
    shownFields: SHOWN,
    failureText: t.form.saveFailed,
    next: '/products',
    check: () => (variantOpen ? { subselections: t.variants.finishFirst } : null),
    changedOutside: image.file !== null || image.url !== (item?.imageUrl ?? null),
  });
  const { values, set, errors } = form;
  const shown = itemFormFields(values.itemType ?? category.itemType, setting);
  const fields = { values, set, errors };

  return (
    <CatalogueFormPage
      title={item ? t.item.editTitle : t.item.createTitle}
      context={t.item.category(category.name)}
      form={form}
      testId="item-form"
    >
      <ItemMainFields
        {...fields}
        setting={setting}
        shown={shown}
        locations={data.locations}
        image={image}
        storedItemType={item?.itemType === 'ADD_ON_OF_ADD_ON_GROUP' ? null : item?.itemType}
      />
      <Divider />
      <Title order={2} fz="h4">
        {t.item.priceSection}
      </Title>
      <TakeawayAndDineInPrices
        vat={vat}
        value={values}
        onChange={set}
        errors={errors}
        required={shown.requiredPrice}
        dineInFromTakeaway={values.availableForOrderTypes.includes('DINE_IN')}
        testId="item"
      />
      <VariantEditor
        variants={values.subselections}
        onChange={(variants) => set('subselections', variants)}
        vat={vat}
        dineInOffered={values.availableForOrderTypes.includes('DINE_IN')}
        groups={shown.addOns ? data.addOnGroups : null}
        error={errorUnder(errors, 'subselections')}
        onEditingChange={setVariantOpen}
      />
      <Divider />
      <ItemExtraFields {...fields} shown={shown} groups={data.addOnGroups} spicyLevels={data.spicyLevels} allergens={data.allergens} />
    </CatalogueFormPage>
  );
}
