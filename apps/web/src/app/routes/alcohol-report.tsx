import { useUser } from '@/features/auth/use-auth';
import { AlcoholReportView } from '@/features/reports/components/alcohol-report-view';

export default function AlcoholReportRoute() {
  const user = useUser();
  return user ? <AlcoholReportView merchant={user.merchant} /> : null;
}
