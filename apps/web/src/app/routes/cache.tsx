import { CacheView } from '@/features/system/components/cache-view';

export function CacheRoute() {
  return <CacheView />;
}
