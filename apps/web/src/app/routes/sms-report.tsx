import { useUser } from '@/features/auth/use-auth';
import { SmsReportView } from '@/features/reports/components/sms-report-view';

export default function SmsReportRoute() {
  const user = useUser();
  return user ? <SmsReportView merchant={user.merchant} /> : null;
}
