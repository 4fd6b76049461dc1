import { useUser } from '@/features/auth/use-auth';
import { XReportView } from '@/features/reports/components/x-report-view';

export default function XReportRoute() {
  const user = useUser();
  return user ? <XReportView merchant={user.merchant} /> : null;
}
