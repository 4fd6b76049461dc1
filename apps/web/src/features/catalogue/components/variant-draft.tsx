import type { KeyboardEvent } from 'react';
import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { texts } from '@/i18n';
import type { FieldErrors } from '@/components/form/form-errors';
import type { VariantValues } from '../item-values';
import { TakeawayAndDineInPrices } from './price-pair';

interface VariantDraftProps {
  draft: VariantValues;
  onChange: (draft: VariantValues) => void;
  errors: FieldErrors;
  vat: VatRates;
  dineInOffered: boolean;
  /** The groups a variant can offer; null when the merchant does not use add-ons. */
  groups: AddOnGroup[] | null;
  onSave: () => void;
  onCancel: () => void;
}

/** The one variant being edited, in place in the list: name, prices with and without VAT, groups. */
export function VariantDraft({ draft, onChange, errors, vat, dineInOffered, groups, onSave, onCancel }: VariantDraftProps) {
  const t = texts.catalogue;
  // Enter saves the variant, not the whole item form around it; Escape cancels.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" onKeyDown={onKeyDown} data-testid="variant-draft">
      <Stack gap="sm">
        <TextInput
          label={t.variants.name}
          value={draft.name}
          onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
          error={errors.name}
          required
          data-autofocus
          autoFocus
          data-testid="variant-name"
        />
        <TakeawayAndDineInPrices
          vat={vat}
          value={draft}
          onChange={(field, value) => onChange({ ...draft, [field]: value })}
          errors={errors}
          dineInFromTakeaway={dineInOffered}
          testId="variant"
        />
        {groups && groups.length > 0 && (
          <Checkbox.Group
            label={t.variants.addOnGroups}
            value={draft.addOnGroupIds}
            onChange={(addOnGroupIds) => onChange({ ...draft, addOnGroupIds })}
          >
            <Group gap="md" mt={6}>
              {groups.map((group) => (
                <Checkbox key={group.id} value={group.id} label={group.name} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group gap="sm">
          <Button onClick={onSave} data-testid="variant-save">
            {t.variants.save}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t.variants.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
