import { Center, Loader } from '@mantine/core';
import { texts } from '@/i18n';

interface LoadingProps {
  /** Fill the whole window (first load) instead of the content area. */
  fullScreen?: boolean;
}

export function Loading({ fullScreen = false }: LoadingProps) {
  return (
    <Center mih={fullScreen ? '100vh' : 200} role="status" aria-label={texts.app.loading}>
      <Loader />
    </Center>
  );
}
