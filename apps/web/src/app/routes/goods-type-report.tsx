import { useUser } from '@/features/auth/use-auth';
import { GoodsTypeReportView } from '@/features/reports/components/goods-type-report-view';

export default function GoodsTypeReportRoute() {
  const user = useUser();
  return user ? <GoodsTypeReportView merchant={user.merchant} /> : null;
}
