import { useUser } from '@/features/auth/use-auth';
import { TotalSalesReportView } from '@/features/reports/components/total-sales-report-view';

export default function TotalSalesReportRoute() {
  const user = useUser();
  return user ? <TotalSalesReportView merchant={user.merchant} /> : null;
}
