import { useUser } from '@/features/auth/use-auth';
import { ZReportView } from '@/features/reports/components/z-report-view';

export default function ZReportRoute() {
  const user = useUser();
  return user ? <ZReportView merchant={user.merchant} /> : null;
}
