import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ZReport } from '@bakrom/shared/schemas/reports';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/** How a settlement ended, for the screen to say above the report (which reloads meanwhile). */
export type SettleOutcome =
  { kind: 'done'; nr: number; text: string } | { kind: 'nothing'; text: string } | { kind: 'failed'; text: string };

interface SettleActionProps<V> {
  /** 'Ta dagens oppgjør for Kasse 1'. */
  label: string;
  /** What taking it does, under the spec's question in the dialog. */
  consequence: string;
  mutation: UseMutationResult<ZReport, Error, V>;
  variables: V;
  doneText: (nr: number) => string;
  onOutcome: (outcome: SettleOutcome) => void;
}

/**
 * The settlement button (spec part 1 §2 X-report, §5: settlement needs a confirmation): 'Ja' takes it
 * once — the button spins and nothing can be clicked twice — then the screen says which Z number it got,
 * that there was nothing to settle (409), or that it was not taken.
 */
export function SettleAction<V>({ label, consequence, mutation, variables, doneText, onOutcome }: SettleActionProps<V>) {
  const t = texts.reports.settle;
  const [opened, setOpened] = useState(false);
  const running = useRef(false);

  const confirm = () => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(variables, {
      onSuccess: (report) => onOutcome({ kind: 'done', nr: report.nr, text: doneText(report.nr) }),
      onError: (error) =>
        onOutcome(
          error instanceof ApiError && error.status === 409 ? { kind: 'nothing', text: error.message } : { kind: 'failed', text: t.failed },
        ),
      onSettled: () => {
        running.current = false;
        setOpened(false);
      },
    });
  };

  return (
    <>
      <Button
        color="red"
        variant="filled"
        onClick={() => setOpened(true)}
        loading={mutation.isPending}
        disabled={mutation.isPending}
        data-testid="settle-button"
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={label}
        message={
          <Stack gap="xs" component="span">
            <Text component="span" fw={500}>
              {t.confirm}
            </Text>
            <Text component="span" size="sm">
              {consequence}
            </Text>
          </Stack>
        }
        confirmLabel={t.yes}
        cancelLabel={t.cancel}
        onConfirm={confirm}
        onCancel={() => setOpened(false)}
        pending={mutation.isPending}
      />
    </>
  );
}
