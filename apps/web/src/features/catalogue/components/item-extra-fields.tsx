import { Checkbox, Group, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { AddOnGroup, Allergen } from '@bakrom/shared/schemas/catalogue';
import { textField } from '@/components/form/text-field';
import { texts } from '@/i18n';
import type { ItemValues } from '../item-values';
import type { ItemFormFields } from '../offered-fields';
import type { FieldsProps } from './form-fields';

interface ItemExtraFieldsProps extends FieldsProps<ItemValues> {
  shown: ItemFormFields;
  groups: AddOnGroup[];
  spicyLevels: string[];
  allergens: Allergen[];
}

/** Add-on groups, included toppings, spicy levels, comment, allergens and zip codes (§2.5). */
export function ItemExtraFields({ values, set, errors, shown, groups, spicyLevels, allergens }: ItemExtraFieldsProps) {
  const t = texts.catalogue.item;
  return (
    <>
      {shown.addOns && (
        <>
          <Checkbox.Group
            label={t.addOnGroups}
            value={values.addOnGroupIds}
            onChange={(ids) => set('addOnGroupIds', ids)}
            error={errors.addOnGroupIds}
            data-testid="item-add-on-groups"
          >
            <Group gap="md" mt={6}>
              {groups.map((group) => (
                <Checkbox key={group.id} value={group.id} label={group.name} />
              ))}
            </Group>
          </Checkbox.Group>
          <NumberInput
            label={t.includedToppingsCount}
            value={values.includedToppingsCount}
            onChange={(count) => set('includedToppingsCount', count)}
            min={0}
            max={100}
            allowDecimal={false}
            clampBehavior="none"
            error={errors.includedToppingsCount}
            maw={240}
          />
        </>
      )}
      {shown.spicyLevels && (
        <Checkbox.Group
          label={t.spicyLevels}
          value={values.spicyLevelSelections}
          onChange={(levels) => set('spicyLevelSelections', levels)}
          error={errors.spicyLevelSelections}
        >
          <Group gap="md" mt={6}>
            {spicyLevels.map((level) => (
              <Checkbox key={level} value={level} label={level} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      <Switch label={t.enableComment} checked={values.enableComment} onChange={(e) => set('enableComment', e.currentTarget.checked)} />
      <Checkbox.Group
        label={t.allergens}
        value={values.allergens}
        onChange={(ids) => set('allergens', ids)}
        error={errors.allergens}
        data-testid="item-allergens"
      >
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt={6}>
          {allergens.map((allergen) => (
            <Checkbox key={allergen.id} value={allergen.id} label={allergen.name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {shown.zipCodes && (
        <TextInput
          label={t.zipCodes}
          description={t.zipCodesHint}
          placeholder="2010,2040"
          {...textField({ values, set, errors }, 'zipCodes')}
          data-testid="item-zip-codes"
        />
      )}
    </>
  );
}
