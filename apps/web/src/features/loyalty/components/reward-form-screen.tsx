import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useRewardProgramAdmin } from '../api/get-reward-program-admin';
import { RewardForm } from './reward-form';

interface RewardFormScreenProps {
  merchant: string;
  /** Absent when a programme is being created. */
  rewardProgramId?: string;
}

/** /rewardCreate and /rewardEdit?rewardProgramId=… */
export function RewardFormScreen({ merchant, rewardProgramId }: RewardFormScreenProps) {
  const t = texts.loyalty.rewards;
  const query = useRewardProgramAdmin(merchant, rewardProgramId);
  return (
    <Stack gap="lg">
      <PageTitle title={rewardProgramId === undefined ? t.createTitle : t.editTitle} />
      <ScreenState query={query} back={{ to: '/rewards', label: t.back }} loadFailedText={t.formLoadFailed}>
        {(data) => <RewardForm key={data.rewardProgram?.id ?? 'new'} merchant={merchant} data={data} />}
      </ScreenState>
    </Stack>
  );
}
