import { CacheView } from '@/features/system/components/cache-view';

export default function CacheRoute() {
  return <CacheView />;
}
