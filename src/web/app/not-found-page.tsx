// docs/product.md#screens: the page for any path the router does not know.
import { Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { MessagePage } from '#web/components/message-page.js';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Podcast Guest Tracker';
  }, []);

  return (
    <MessagePage
      icon={<IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />}
      title="404 Page Not Found"
    >
      <Text c="dimmed">Did you forget to add the page to the router?</Text>
    </MessagePage>
  );
}
