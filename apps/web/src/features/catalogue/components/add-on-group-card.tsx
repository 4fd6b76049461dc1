import { Link } from 'react-router';
import { ActionIcon, Badge, Button, Collapse, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import { addOnPriceWithTakeawayVat } from '@bakrom/shared/catalogue-rules';
import { formatWholeKroner } from '@bakrom/shared/format';
import type { AddOn, AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { ChevronRightIcon, SortIcon } from '@/components/action-icons';
import { texts } from '@/i18n';
import type { DeleteTarget } from './catalogue-delete-dialog';
import { RowActions } from '@/components/row-actions';

interface AddOnGroupCardProps {
  group: AddOnGroup;
  addOns: AddOn[];
  vat: VatRates;
  expanded: boolean;
  onToggle: () => void;
  onDelete: (target: DeleteTarget) => void;
}

/** A group with its add-ons (expand/collapse); each add-on shows its price including takeaway VAT (§2.3). */
export function AddOnGroupCard({ group, addOns, vat, expanded, onToggle, onDelete }: AddOnGroupCardProps) {
  const t = texts.catalogue.groups;
  const listId = `add-on-group-${group.id}`;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="add-on-group" data-group-id={group.id}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={expanded ? t.collapse(group.name) : t.expand(group.name)}
          data-testid="add-on-group-toggle"
        >
          <span style={{ display: 'inline-flex', transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}>
            <ChevronRightIcon />
          </span>
        </ActionIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0, cursor: 'pointer' }} onClick={onToggle}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="add-on-group-name">
            {group.name}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t.count(addOns.length)}
            </Text>
            {group.mandatory && (
              <Badge size="xs" variant="light">
                {t.mandatory}
              </Badge>
            )}
          </Group>
        </Stack>
        <ActionIcon
          component={Link}
          to={`/addOnsOfAddOnGroupSort?addOnGroupId=${group.id}`}
          variant="subtle"
          size="lg"
          aria-label={t.sortAddOns(group.name)}
        >
          <SortIcon />
        </ActionIcon>
        <RowActions
          editTo={`/addOnGroupEdit?addOnGroupId=${group.id}`}
          editLabel={t.editGroup(group.name)}
          deleteLabel={t.deleteGroup(group.name)}
          onDelete={() => onDelete({ kind: 'group', id: group.id, name: group.name })}
          testId="add-on-group"
        />
      </Group>
      <Collapse expanded={expanded} id={listId}>
        <Stack gap={0} px="xs" pb="xs">
          {addOns.length === 0 && (
            <Text size="sm" c="dimmed" py="xs">
              {t.noAddOns}
            </Text>
          )}
          {addOns.map((addOn) => (
            <div key={addOn.id}>
              <Divider />
              <Group gap="xs" wrap="nowrap" justify="space-between" py={4} data-testid="add-on-row">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                  {addOn.menuNr && (
                    <Text span c="dimmed" mr={6}>
                      {addOn.menuNr}
                    </Text>
                  )}
                  {addOn.name}
                </Text>
                <Text size="sm" fw={500} style={{ flex: 'none' }} data-testid="add-on-price">
                  {formatWholeKroner(addOnPriceWithTakeawayVat(addOn, vat))}
                </Text>
                <RowActions
                  editTo={`/addOnEdit?addOnGroupId=${group.id}&addOnId=${addOn.id}`}
                  editLabel={t.editAddOn(addOn.name)}
                  deleteLabel={t.deleteAddOn(addOn.name)}
                  onDelete={() => onDelete({ kind: 'addOn', id: addOn.id, name: addOn.name })}
                  testId="add-on"
                />
              </Group>
            </div>
          ))}
          <Button
            component={Link}
            to={`/addOnCreate?addOnGroupId=${group.id}`}
            variant="subtle"
            size="xs"
            mt={4}
            style={{ alignSelf: 'flex-start' }}
            data-testid="add-on-add"
          >
            {t.addAddOn}
          </Button>
        </Stack>
      </Collapse>
    </Paper>
  );
}
