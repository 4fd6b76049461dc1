import { useUser } from '@/features/auth/use-auth';
import { SalesAnalyticsView } from '@/features/reports/components/sales-analytics/sales-analytics-view';

/** For a MANAGER, an ADMIN and a super admin where reports are shown: the route table's rule shows anyone else the not-found page. */
export default function SalesAnalyticsRoute() {
  const user = useUser();
  return user ? <SalesAnalyticsView merchant={user.merchant} /> : null;
}
