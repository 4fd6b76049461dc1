import { useUser } from '@/features/auth/use-auth';
import { CloudPrntView } from '@/features/printing/components/cloudprnt-view';

export default function CloudPrntRoute() {
  const user = useUser();
  return user ? <CloudPrntView merchant={user.merchant} locations={user.locations} /> : null;
}
