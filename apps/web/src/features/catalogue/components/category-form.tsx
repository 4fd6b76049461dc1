import { Textarea, TextInput } from '@mantine/core';
import { createCategoryInput, editCategoryInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import type { Location } from '@bakrom/shared/schemas/location';
import { useForm } from '@/components/form/use-form';
import { textField } from '@/components/form/text-field';
import { texts } from '@/i18n';
import { useCreateCategory } from '../api/create-category';
import { useEditCategory } from '../api/edit-category';
import { useImageField } from '../use-image-field';
import { categoryBody, categoryValuesOf, withItemType } from '../category-values';
import { dayChoices, itemTypeChoices, type CatalogueSetting } from '../offered-fields';
import { DayChoices, LocationChoices, OrderTypeChoices } from './choice-fields';
import { CatalogueFormPage } from './catalogue-form-page';
import { ImageField } from './image-field';
import { CategoryArticleGroupSelect } from './article-group-select';
import { ItemTypeSelect } from './item-type-select';

const SHOWN = [
  'name',
  'description',
  'itemType',
  'articleGroup',
  'availableAtLocationIds',
  'availableForOrderTypes',
  'availableOnDays',
  'imageUrl',
  'file',
];

interface CategoryFormProps {
  merchant: string;
  setting: CatalogueSetting;
  locations: Location[];
  category: Category | null;
}

/** categoryCreate and categoryEdit (spec part 2 §2.4). */
export function CategoryForm({ merchant, setting, locations, category }: CategoryFormProps) {
  const t = texts.catalogue;
  const image = useImageField(merchant, category?.imageUrl ?? null);
  const create = useCreateCategory();
  const edit = useEditCategory();
  const form = useForm({
    initial: categoryValuesOf(category, locations),
    schema: category ? editCategoryInput : createCategoryInput,
    toBody: (values) => ({
      ...categoryBody(values, { merchant, imageUrl: image.url, sortOrder: category?.sortOrder ?? -1 }),
      ...(category ? { categoryId: category.id } : {}),
    }),
    save: async (body) => {
      const imageUrl = await image.prepareSave();
      if (category) await edit.mutateAsync({ ...body, imageUrl, categoryId: category.id });
      else await create.mutateAsync({ ...body, imageUrl });
    },
    shownFields: SHOWN,
    failureText: t.form.saveFailed,
    next: '/products',
    changedOutside: image.file !== null || image.url !== (category?.imageUrl ?? null),
  });
  const { values, set, errors } = form;

  return (
    <CatalogueFormPage title={category ? t.category.editTitle : t.category.createTitle} form={form} testId="category-form">
      <TextInput label={t.form.name} {...textField(form, 'name')} required />
      <ItemTypeSelect
        choices={itemTypeChoices(setting, category?.itemType)}
        value={values.itemType}
        onChange={(itemType) => {
          form.setValues((current) => withItemType(current, itemType));
          form.setErrors(({ itemType: _cleared, ...rest }) => rest);
        }}
        error={errors.itemType}
      />
      <CategoryArticleGroupSelect
        value={values.articleGroup}
        onChange={(articleGroup) => set('articleGroup', articleGroup)}
        error={errors.articleGroup}
      />
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
      <DayChoices
        days={dayChoices(setting)}
        value={values.availableOnDays}
        onChange={(days) => set('availableOnDays', days)}
        error={errors.availableOnDays}
      />
      <ImageField image={image} error={errors.imageUrl} />
      <Textarea label={t.form.description} {...textField(form, 'description')} autosize minRows={2} />
    </CatalogueFormPage>
  );
}
