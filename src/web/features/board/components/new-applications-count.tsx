// The header's count of new applications (docs/product.md#guest-form): guests on the board that
// came through the guest form and have not been opened yet. Nothing when there are none.
import { Badge } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export function NewApplicationsCount({ count }: { count: number }) {
  if (count === 0) return null;
  const text = `${count} new ${count === 1 ? 'application' : 'applications'}`;
  return (
    <Badge
      color="pink"
      variant="filled"
      size="lg"
      leftSection={<IconInbox size={14} aria-hidden />}
      aria-label={text}
      title={text}
      style={{ flexShrink: 0 }}
    >
      {count} new
    </Badge>
  );
}
