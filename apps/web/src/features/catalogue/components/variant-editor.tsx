import { useState } from 'react';
import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { subselectionInput } from '@bakrom/shared/schemas/catalogue-input';
import { DeleteIcon, EditIcon } from '@/components/action-icons';
import { texts } from '@/i18n';
import { zodFieldErrors, type FieldErrors } from '@/components/form/form-errors';
import { emptyVariant, variantBody, type VariantValues } from '../item-values';
import { menuPrices } from '../menu-display';
import { netPrice } from '../price-fields';
import { VariantDraft } from './variant-draft';

interface VariantEditorProps {
  variants: VariantValues[];
  onChange: (variants: VariantValues[]) => void;
  vat: VatRates;
  /** The item is sold for dine-in: an empty dine-in price sells at the takeaway price, said in the draft. */
  dineInOffered?: boolean;
  groups: AddOnGroup[] | null;
  /** A message about the list (none or at least two) or one of its variants, from the item's save. */
  error?: string;
  onEditingChange: (editing: boolean) => void;
}

interface Editing {
  draft: VariantValues;
  isNew: boolean;
}

/** The item's variants (§4): add, edit in place, cancel, save — one variant at a time. */
/** A variant's prices with VAT, as the products page shows them (dine-in by the shared dine-in rule). */
function variantPrices(variant: VariantValues, vat: VatRates): string {
  const t = texts.catalogue.variants;
  const prices = menuPrices({ price: netPrice(variant.price), priceDineIn: netPrice(variant.priceDineIn) }, vat);
  return t.prices(prices.takeaway, prices.dineIn ?? '');
}

export function VariantEditor({ variants, onChange, vat, dineInOffered = false, groups, error, onEditingChange }: VariantEditorProps) {
  const t = texts.catalogue.variants;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draftErrors, setDraftErrors] = useState<FieldErrors>({});

  const startEditing = (next: Editing | null) => {
    setEditing(next);
    setDraftErrors({});
    onEditingChange(next !== null);
  };

  const save = () => {
    if (!editing) return;
    const parsed = subselectionInput.safeParse(variantBody(editing.draft));
    if (!parsed.success) {
      setDraftErrors(zodFieldErrors(parsed.error));
      return;
    }
    const { draft, isNew } = editing;
    onChange(isNew ? [...variants, draft] : variants.map((variant) => (variant.key === draft.key ? draft : variant)));
    startEditing(null);
  };

  const draftView = editing && (
    <VariantDraft
      draft={editing.draft}
      onChange={(draft) => setEditing({ ...editing, draft })}
      errors={draftErrors}
      vat={vat}
      dineInOffered={dineInOffered}
      groups={groups}
      onSave={save}
      onCancel={() => startEditing(null)}
    />
  );

  return (
    <Input.Wrapper label={t.title} labelElement="div" description={t.hint} error={error} data-testid="variants">
      <Stack gap="xs" mt={6}>
        {variants.length === 0 && !editing && (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        )}
        {variants.map((variant) =>
          editing && !editing.isNew && editing.draft.key === variant.key ? (
            <div key={variant.key}>{draftView}</div>
          ) : (
            <Group key={variant.key} justify="space-between" wrap="nowrap" gap="sm" data-testid="variant-row">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500}>{variant.name}</Text>
                <Text size="sm" c="dimmed">
                  {variantPrices(variant, vat)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t.edit(variant.name)}
                  disabled={editing !== null}
                  onClick={() => startEditing({ draft: variant, isNew: false })}
                >
                  <EditIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t.remove(variant.name)}
                  disabled={editing !== null}
                  onClick={() => onChange(variants.filter((other) => other.key !== variant.key))}
                >
                  <DeleteIcon />
                </ActionIcon>
              </Group>
            </Group>
          ),
        )}
        {editing?.isNew && draftView}
        <Group>
          <Button
            variant="light"
            onClick={() => startEditing({ draft: emptyVariant(), isNew: true })}
            disabled={editing !== null}
            data-testid="variant-add"
          >
            {t.add}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
