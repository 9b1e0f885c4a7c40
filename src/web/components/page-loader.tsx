import { Center, Loader } from '@mantine/core';

/** Full-height spinner shown while a page's code or the current user loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="100dvh">
      <Loader aria-label={label} role="status" />
    </Center>
  );
}
