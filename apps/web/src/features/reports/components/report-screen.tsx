import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { ReportGui } from '@bakrom/shared/schemas/reports';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useReportGui } from '../api/get-report-gui';

interface ReportScreenProps {
  merchant: string;
  title: string;
  description?: ReactNode;
  /** The pickers, once the locations are known; then the report below them. */
  children: (gui: ReportGui) => ReactNode;
}

/** The frame of every report screen: its title, then the locations and company of getDataForReportGui as the pickers need them. */
export function ReportScreen({ merchant, title, description, children }: ReportScreenProps) {
  const gui = useReportGui(merchant);
  return (
    <Stack gap="lg">
      <PageTitle title={title} description={description} />
      <ScreenState query={gui}>{(data) => <Stack gap="lg">{children(data)}</Stack>}</ScreenState>
    </Stack>
  );
}
