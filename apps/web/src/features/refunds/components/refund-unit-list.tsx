import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { RefundUnit } from '@bakrom/shared/refunds';
import { formatMoney } from '@bakrom/shared/format';
import { texts } from '@/i18n';
import { unitPriceText, type RefundChoice } from '../refund-order';

interface RefundUnitListProps {
  units: readonly RefundUnit[];
  /** Øre of tips still refundable; no tips row when 0. */
  tipsAmount: number;
  choice: RefundChoice;
  onToggleUnit: (unitId: string) => void;
  onToggleTips: () => void;
}

/** The units' names: an add-on names the item it belongs to; a line of several units numbers them. */
export function unitLabels(units: readonly RefundUnit[]): Map<string, { name: string; detail: string | null }> {
  const counts = new Map<string, number>();
  const itemNames = new Map<string, string>();
  for (const unit of units) {
    const line = `${unit.cartItemId}/${unit.addOnLineId ?? ''}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
    if (unit.addOnLineId === null) itemNames.set(unit.cartItemId, unit.name);
  }
  const t = texts.refunds;
  return new Map(
    units.map((unit) => {
      const count = counts.get(`${unit.cartItemId}/${unit.addOnLineId ?? ''}`) ?? 1;
      const parts: string[] = [];
      if (unit.addOnLineId !== null && itemNames.has(unit.cartItemId)) parts.push(t.addOnOf(itemNames.get(unit.cartItemId)!));
      if (count > 1 || unit.unitNumber > 1) parts.push(t.unitOf(unit.unitNumber, Math.max(count, unit.unitNumber)));
      return [unit.id, { name: unit.name, detail: parts.length > 0 ? parts.join(' · ') : null }];
    }),
  );
}

function ChoiceRow(props: {
  label: string;
  detail: string | null;
  price: string;
  checked: boolean;
  indent: boolean;
  onChange: () => void;
  testId: string;
  unitId?: string;
  /** Øre, exact (the price may show whole kroner). */
  amount: number;
}) {
  return (
    <Checkbox.Card
      checked={props.checked}
      onChange={props.onChange}
      radius="md"
      p="sm"
      ml={props.indent ? 'xl' : 0}
      w="auto"
      aria-label={[props.label, props.detail, props.price].filter(Boolean).join(', ')}
      data-testid={props.testId}
      data-unit-id={props.unitId}
      data-amount={props.amount}
    >
      <Group wrap="nowrap" align="center" gap="sm">
        <Checkbox.Indicator checked={props.checked} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={props.indent ? 400 : 600}>{props.label}</Text>
          {props.detail && (
            <Text size="sm" c="dimmed">
              {props.detail}
            </Text>
          )}
        </Stack>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="refund-choice-price">
          {props.price}
        </Text>
      </Group>
    </Checkbox.Card>
  );
}

/** Step 1's list: one checkbox per single unit (add-ons with a price as their own lines), then the tips as a whole. */
export function RefundUnitList({ units, tipsAmount, choice, onToggleUnit, onToggleTips }: RefundUnitListProps) {
  const labels = unitLabels(units);
  return (
    <Stack gap="xs" data-testid="refund-units">
      {units.map((unit) => {
        const label = labels.get(unit.id)!;
        return (
          <ChoiceRow
            key={unit.id}
            label={unit.addOnLineId === null ? label.name : `+ ${label.name}`}
            detail={label.detail}
            price={unitPriceText(unit)}
            checked={choice.unitIds.has(unit.id)}
            indent={unit.addOnLineId !== null}
            onChange={() => onToggleUnit(unit.id)}
            testId="refund-unit"
            unitId={unit.id}
            amount={unit.amount}
          />
        );
      })}
      {tipsAmount > 0 && (
        <ChoiceRow
          label={texts.refunds.tips}
          detail={null}
          price={formatMoney(tipsAmount)}
          checked={choice.tips}
          indent={false}
          onChange={onToggleTips}
          testId="refund-tips"
          amount={tipsAmount}
        />
      )}
    </Stack>
  );
}
