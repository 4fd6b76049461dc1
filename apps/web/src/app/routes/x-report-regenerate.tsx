import { useUser } from '@/features/auth/use-auth';
import { XReportRegenerateView } from '@/features/reports/components/x-report-regenerate-view';

export default function XReportRegenerateRoute() {
  const user = useUser();
  return user ? <XReportRegenerateView merchant={user.merchant} /> : null;
}
