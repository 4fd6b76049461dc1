import { useState } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOn, AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { texts } from '@/i18n';
import { groupsWithAddOns } from '../menu-structure';
import { AddOnGroupCard } from './add-on-group-card';
import type { DeleteTarget } from './catalogue-delete-dialog';
import { PanelHeading } from './panel-heading';

interface AddOnGroupsPanelProps {
  groups: AddOnGroup[];
  addOns: AddOn[];
  vat: VatRates;
  onDelete: (target: DeleteTarget) => void;
}

/** 'Grupper for valg og tillegg', shown when the merchant uses add-ons (§2.3). */
export function AddOnGroupsPanel({ groups, addOns, vat, onDelete }: AddOnGroupsPanelProps) {
  const t = texts.catalogue.groups;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="add-on-groups-heading" data-testid="add-on-groups-panel">
      <PanelHeading
        id="add-on-groups-heading"
        title={t.title}
        sortPath="/addOnGroupsSort"
        sortLabel={t.sortGroups}
        sortTestId="add-on-groups-sort"
        addPath="/addOnGroupCreate"
        addLabel={t.addGroup}
        addTestId="add-on-group-add"
      />
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          {t.noGroups}
        </Text>
      ) : (
        <Stack gap="xs" mt="sm">
          {groupsWithAddOns(groups, addOns).map(({ group, addOns: list }) => (
            <AddOnGroupCard
              key={group.id}
              group={group}
              addOns={list}
              vat={vat}
              expanded={expanded.has(group.id)}
              onToggle={() => toggle(group.id)}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
