// "Quiet for N days" on a guest card (docs/product.md#sms-notifications): a guest that sat in its
// column without a journal entry past the user's limit. The badge opens a menu to snooze it for 7,
// 14 or 30 days. Only quiet guests draw one, so the board's thousands of cards pay nothing.
import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconBellZ } from '@tabler/icons-react';
import { QUIET_SNOOZE_DAYS } from '#shared/notifications.js';
import { useSnoozeQuietGuest } from '../api/notifications';

export function QuietBadge({
  guestId,
  guestName,
  days,
}: {
  guestId: number;
  guestName: string;
  days: number;
}) {
  const snooze = useSnoozeQuietGuest();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${guestName} has been quiet for ${days} days: snooze`}
          style={{ alignSelf: 'flex-start' }}
        >
          <Badge
            size="sm"
            color="red.9"
            variant="filled"
            tt="none"
            leftSection={<IconBellZ size={12} aria-hidden />}
          >
            Quiet for {days} days
          </Badge>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Snooze</Menu.Label>
        {QUIET_SNOOZE_DAYS.map((snoozeDays) => (
          <Menu.Item
            key={snoozeDays}
            disabled={snooze.isPending}
            onClick={() => snooze.mutate({ guestId, days: snoozeDays })}
          >
            Snooze {snoozeDays} days
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
