import { useUser } from '@/features/auth/use-auth';
import { WebshopRegenerateAllView } from '@/features/reports/components/webshop-regenerate-all-view';

export default function WebshopXReportRegenerateAllRoute() {
  const user = useUser();
  return user ? <WebshopRegenerateAllView merchant={user.merchant} /> : null;
}
