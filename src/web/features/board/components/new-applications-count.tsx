// The header's count of new applications (docs/product.md#guest-form): guests on the board that
// came through the guest form and have not been opened yet. "3 new" beside the title, just the
// number on a phone (the title and the menu button fill its width); nothing when there are none.
import { Badge } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export function NewApplicationsCount({ count }: { count: number }) {
  if (count === 0) return null;
  const text = `${count} new ${count === 1 ? 'application' : 'applications'}`;
  return (
    <>
      <Badge
        visibleFrom="sm"
        color="pink"
        variant="filled"
        size="lg"
        tt="none"
        leftSection={<IconInbox size={14} aria-hidden />}
        aria-label={text}
        title={text}
        style={{ flexShrink: 0 }}
      >
        {count} new
      </Badge>
      <Badge
        hiddenFrom="sm"
        color="pink"
        variant="filled"
        circle={count < 10}
        aria-label={text}
        title={text}
        style={{ flexShrink: 0 }}
      >
        {count}
      </Badge>
    </>
  );
}
