import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { createAddOnGroupInput, editAddOnGroupInput } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { useForm } from '@/components/form/use-form';
import { textField } from '@/components/form/text-field';
import { texts } from '@/i18n';
import { useCreateAddOnGroup } from '../api/create-add-on-group';
import { useEditAddOnGroup } from '../api/edit-add-on-group';
import { addOnGroupBody, addOnGroupValuesOf } from '../add-on-values';
import { CatalogueFormPage } from './catalogue-form-page';

const SHOWN = ['name', 'title', 'description', 'minimum', 'maximum'];
// Out-of-range input is kept as typed, so the schema says what is wrong instead of a silent change.
const countProps = { min: 0, max: 1000, allowDecimal: false, clampBehavior: 'none' } as const;

interface AddOnGroupFormProps {
  merchant: string;
  group: AddOnGroup | null;
}

/** addOnGroupCreate and addOnGroupEdit (§2.6): the maximum shows only for a mandatory group (§3, §5). */
export function AddOnGroupForm({ merchant, group }: AddOnGroupFormProps) {
  const t = texts.catalogue;
  const create = useCreateAddOnGroup();
  const edit = useEditAddOnGroup();
  const form = useForm({
    initial: addOnGroupValuesOf(group),
    schema: group ? editAddOnGroupInput : createAddOnGroupInput,
    toBody: (values) => ({
      ...addOnGroupBody(values, { merchant, sortOrder: group?.sortOrder ?? -1 }),
      ...(group ? { addOnGroupId: group.id } : {}),
    }),
    save: async (body) => {
      if (group) await edit.mutateAsync({ ...body, addOnGroupId: group.id });
      else await create.mutateAsync(body);
    },
    shownFields: SHOWN,
    failureText: t.form.saveFailed,
    next: '/products',
  });
  const { values, set, errors } = form;

  return (
    <CatalogueFormPage title={group ? t.group.editTitle : t.group.createTitle} form={form} testId="add-on-group-form">
      <TextInput label={t.form.name} {...textField(form, 'name')} required />
      <TextInput label={t.group.title} description={t.group.titleHint} {...textField(form, 'title')} required />
      <Textarea label={t.form.description} {...textField(form, 'description')} autosize minRows={2} />
      <Switch label={t.group.mandatory} checked={values.mandatory} onChange={(e) => set('mandatory', e.currentTarget.checked)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t.group.minimum}
          value={values.minimum}
          onChange={(v) => set('minimum', v)}
          error={errors.minimum}
          {...countProps}
        />
        {values.mandatory && (
          <NumberInput
            label={t.group.maximum}
            value={values.maximum}
            onChange={(v) => set('maximum', v)}
            error={errors.maximum}
            {...countProps}
          />
        )}
      </SimpleGrid>
    </CatalogueFormPage>
  );
}
