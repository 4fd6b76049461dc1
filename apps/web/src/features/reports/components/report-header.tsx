import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './reports.module.css';
import { texts } from '@/i18n';

export interface HeaderLine {
  label: string;
  value: ReactNode;
  testId?: string;
}

interface ReportHeaderProps {
  title: string;
  lines: readonly HeaderLine[];
  /** Beside the title: the download buttons. */
  actions?: ReactNode;
  /** A mark under the title ('Erstattet av Z nr N'). */
  badge?: string;
  testId?: string;
}

/** The head of a report (§ 2-8-2 a–d): its title, then who, where and when as label–value pairs. */
export function ReportHeader({ title, lines, actions, badge, testId }: ReportHeaderProps) {
  return (
    <Stack gap="sm" className={classes.header} data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {title}
          </Title>
          {badge && (
            <Badge color="orange" variant="light" size="lg" data-testid="report-replaced">
              {badge}
            </Badge>
          )}
        </Stack>
        {actions}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4} m={0}>
        {lines.map((line) => (
          <div key={line.label}>
            <Text component="dt" size="sm" c="dimmed">
              {line.label}
            </Text>
            <Text component="dd" m={0} fw={500} data-testid={line.testId}>
              {line.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The company line of a header: 'Demo Restaurant AS, org.nr. 999 888 777'. */
export function companyLines(company: { name: string; organisationNumber: string }): HeaderLine[] {
  return [
    { label: texts.labels.report.headers.company, value: company.name },
    { label: texts.labels.report.headers.organisationNumber, value: company.organisationNumber, testId: 'report-org-nr' },
  ];
}
