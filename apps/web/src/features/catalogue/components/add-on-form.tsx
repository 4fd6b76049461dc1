import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { ADD_ON_MAXIMUM_MAX, ADD_ON_MAXIMUM_MIN_MULTIPLE } from '@bakrom/shared/catalogue-rules';
import { createAddOnInput, editAddOnInput } from '@bakrom/shared/schemas/catalogue-input';
import { useForm } from '@/components/form/use-form';
import { textField } from '@/components/form/text-field';
import { texts } from '@/i18n';
import type { AddOnAdminData } from '../api/get-add-on-admin-data';
import { useCreateAddOn } from '../api/create-add-on';
import { useEditAddOn } from '../api/edit-add-on';
import { addOnBody, addOnValuesOf } from '../add-on-values';
import type { CatalogueSetting } from '../offered-fields';
import { CatalogueFormPage } from './catalogue-form-page';
import { TakeawayAndDineInPrices } from './price-pair';

const SHOWN = ['name', 'menuNr', 'price', 'priceDineIn', 'maximum'];

interface AddOnFormProps {
  merchant: string;
  setting: CatalogueSetting;
  data: AddOnAdminData;
}

/** addOnCreate and addOnEdit (§2.6): the multiple-choice fields only when the merchant allows them (§5, §9). */
export function AddOnForm({ merchant, setting, data }: AddOnFormProps) {
  const t = texts.catalogue;
  const { addOnGroup, addOn, vat } = data;
  const create = useCreateAddOn();
  const edit = useEditAddOn();
  const form = useForm({
    initial: addOnValuesOf(addOn, vat),
    schema: addOn ? editAddOnInput : createAddOnInput,
    toBody: (values) => ({
      ...addOnBody(values, { merchant, addOnGroupId: addOnGroup.id, sortOrder: addOn?.sortOrder ?? -1 }),
      ...(addOn ? { addOnId: addOn.id } : {}),
    }),
    save: async (body) => {
      if (addOn) await edit.mutateAsync({ ...body, addOnId: addOn.id });
      else await create.mutateAsync(body);
    },
    shownFields: SHOWN,
    failureText: t.form.saveFailed,
    next: '/products',
  });
  const { values, set, errors } = form;

  return (
    <CatalogueFormPage
      title={addOn ? t.addOn.editTitle : t.addOn.createTitle}
      context={t.addOn.group(addOnGroup.name)}
      form={form}
      testId="add-on-form"
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput label={t.form.name} {...textField(form, 'name')} required style={{ gridColumn: 'span 2' }} />
        <TextInput label={t.item.menuNr} {...textField(form, 'menuNr')} />
      </SimpleGrid>
      <TakeawayAndDineInPrices vat={vat} value={values} onChange={set} errors={errors} testId="add-on" />
      {setting.addOnAllowMultipleTimes && (
        <>
          <Switch
            label={t.addOn.allowMultipleTimes}
            checked={values.allowMultipleTimes}
            onChange={(e) => set('allowMultipleTimes', e.currentTarget.checked)}
          />
          {values.allowMultipleTimes && (
            <NumberInput
              label={t.addOn.maximum}
              value={values.maximum}
              onChange={(v) => set('maximum', v)}
              min={ADD_ON_MAXIMUM_MIN_MULTIPLE}
              max={ADD_ON_MAXIMUM_MAX}
              allowDecimal={false}
              clampBehavior="none"
              error={errors.maximum}
              maw={240}
            />
          )}
        </>
      )}
    </CatalogueFormPage>
  );
}
