import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Paper, Stack, type ButtonProps } from '@mantine/core';

interface QuickCardProps {
  /** The state the card reports, above its button. */
  children: ReactNode;
  label: ReactNode;
  to: string;
  buttonProps?: ButtonProps;
  testId: string;
}

/** One quick button of the overview: a short state and the button that changes it. */
export function QuickCard({ children, label, to, buttonProps, testId }: QuickCardProps) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>{children}</Stack>
        <Button
          component={Link}
          to={to}
          fullWidth
          size="md"
          h="auto"
          mih={42}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          {...buttonProps}
        >
          {label}
        </Button>
      </Stack>
    </Paper>
  );
}
