import '@mantine/dates/styles.layer.css';
import { useUser } from '@/features/auth/use-auth';
import { TransactionsReportView } from '@/features/reports/components/transactions-report-view';

export function TransactionsReportRoute() {
  const user = useUser();
  return user ? <TransactionsReportView merchant={user.merchant} /> : null;
}
