// docs/product.md#not-found: the page for any path the router does not know, in a host's words,
// with the way back to the board.
import { Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MessagePage } from '#web/components/message-page.js';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Podcast Guest Tracker';
  }, []);

  return (
    <MessagePage
      icon={<IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />}
      title="Page not found"
    >
      <Stack gap="md" align="flex-start">
        <Text>
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to="/">
          Go to your board
        </Button>
      </Stack>
    </MessagePage>
  );
}
