import { useUser } from '@/features/auth/use-auth';
import { TransactionsReportView } from '@/features/reports/components/transactions-report-view';

export default function TransactionsReportRoute() {
  const user = useUser();
  return user ? <TransactionsReportView merchant={user.merchant} /> : null;
}
