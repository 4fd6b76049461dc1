import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOn, AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { SortIcon } from '@/components/action-icons';
import { nb } from '@/i18n/nb';
import { groupsWithAddOns } from '../utils/menu-structure';
import { AddOnGroupCard } from './add-on-group-card';
import type { DeleteTarget } from './catalogue-delete-dialog';

const t = nb.catalogue.groups;

interface AddOnGroupsPanelProps {
  groups: AddOnGroup[];
  addOns: AddOn[];
  vat: VatRates;
  onDelete: (target: DeleteTarget) => void;
}

/** 'Grupper for valg og tillegg', shown when the merchant uses add-ons (§2.3). */
export function AddOnGroupsPanel({ groups, addOns, vat, onDelete }: AddOnGroupsPanelProps) {
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
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4" id="add-on-groups-heading">
          {t.title}
        </Title>
        <ActionIcon
          component={Link}
          to="/addOnGroupsSort"
          variant="subtle"
          size="lg"
          aria-label={t.sortGroups}
          data-testid="add-on-groups-sort"
        >
          <SortIcon />
        </ActionIcon>
      </Group>
      <Button component={Link} to="/addOnGroupCreate" variant="light" fullWidth mt="sm" data-testid="add-on-group-add">
        {t.addGroup}
      </Button>
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
