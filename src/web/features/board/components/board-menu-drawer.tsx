// The header's menu as a side menu, on small screens: the same items as the bar, one a row, then
// the light / dark / system switch. Choosing an item closes the menu. Loaded on the menu's first
// opening (board-header.tsx), with the drawer's code, and when the board is idle before that.
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ColorSchemeControl } from '#web/components/color-scheme-control.js';
import { BOARD_MENU_ID, type BoardMenuItem } from './board-menu-items';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';

export function BoardMenuDrawer({
  items,
  opened,
  onClose,
}: {
  items: readonly BoardMenuItem[];
  opened: boolean;
  onClose: () => void;
}) {
  const dialogKeys = useDialogKeys(opened, onClose);
  return (
    <Drawer
      {...dialogKeys}
      id={BOARD_MENU_ID}
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Board menu">
        <Stack gap={4}>
          {items.map((item) => (
            <DrawerItem key={item.key} item={item} onClose={onClose} />
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      <ColorSchemeControl />
    </Drawer>
  );
}

function DrawerItem({ item, onClose }: { item: BoardMenuItem; onClose: () => void }) {
  const Icon = item.icon;
  const common = {
    variant: 'subtle',
    color: 'dark',
    justify: 'flex-start',
    fullWidth: true,
    size: 'md',
    leftSection: <Icon size={18} aria-hidden />,
    rightSection: item.badge,
    children: item.label,
  } as const;
  if (item.href) return <Button {...common} component="a" href={item.href} download />;
  // A chosen page closes the menu at once, even while that page's code is still loading.
  if (item.to) return <Button {...common} component={Link} to={item.to} onClick={onClose} />;
  const handleClick = () => {
    if (!item.staysOpen) onClose();
    item.onSelect?.();
  };
  return <Button {...common} onClick={handleClick} loading={item.loading} />;
}
