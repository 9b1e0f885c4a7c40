// The board's header (SPEC §2.2): title, search, Action Center (with the "N today" badge when
// today's event count is above 0), Add Guest, Archive, Account and Logout, and the light / dark /
// system switch; on small screens the buttons collapse into a side menu. A "CSV" menu (issue 9)
// imports and exports the guests.
import {
  Badge,
  Burger,
  Button,
  CloseButton,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconBell,
  IconChevronDown,
  IconDeviceMobileCheck,
  IconFileExport,
  IconFileImport,
  IconFileSpreadsheet,
  IconLogout,
  IconMicrophone,
  IconPlus,
  IconSearch,
  IconUserCircle,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ColorSchemeControl, ColorSchemeMenu } from '../../../components/color-scheme-switch';
import { useLogout } from '../../../lib/session';
import classes from './board.module.css';

export interface BoardHeaderProps {
  search: string;
  onSearchChange: (value: string) => void;
  onAddGuest: () => void;
  /** Opens the Action Center; without it the button is absent. */
  onOpenActionCenter?: () => void;
  /** Today's calendar events; the badge shows when above 0. */
  todayEventCount?: number;
  /** Opens the CSV import; with exportGuestsUrl, the CSV menu shows when either is given. */
  onImportGuests?: () => void;
  /** Where the CSV export downloads from. */
  exportGuestsUrl?: string;
}

/** Memoised: a drop or a column's "Show more" re-renders the board, not the header. */
export const BoardHeader = memo(function BoardHeader({
  search,
  onSearchChange,
  onAddGuest,
  onOpenActionCenter,
  todayEventCount = 0,
  onImportGuests,
  exportGuestsUrl,
}: BoardHeaderProps) {
  const [menuOpened, menu] = useDisclosure(false);
  const logout = useLogout();

  const handleMenuAddGuest = () => {
    menu.close();
    onAddGuest();
  };
  const handleMenuActionCenter = () => {
    menu.close();
    onOpenActionCenter?.();
  };
  const handleMenuImport = () => {
    menu.close();
    onImportGuests?.();
  };
  const todayBadge =
    todayEventCount > 0 ? (
      <Badge size="sm" variant="filled" color="red.8" tt="none">
        {todayEventCount} today
      </Badge>
    ) : null;

  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Group gap="xs" wrap="nowrap" className={classes.brand}>
          <ThemeIcon variant="filled" size="lg" radius="md" aria-hidden>
            <IconMicrophone size={20} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 'lg', sm: 'xl' }} lh={1.2} style={{ whiteSpace: 'nowrap' }}>
            Podcast Guest Tracker
          </Title>
        </Group>

        <TextInput
          className={classes.search}
          type="search"
          aria-label="Search guests"
          placeholder="Search guests by name or details..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} />
            ) : null
          }
          rightSectionPointerEvents="all"
        />

        <div className={classes.actions}>
          <Group gap="xs" wrap="nowrap" visibleFrom="lg">
            {onOpenActionCenter && (
              <Button
                variant="default"
                leftSection={<IconBell size={16} aria-hidden />}
                rightSection={todayBadge}
                onClick={onOpenActionCenter}
              >
                Action Center
              </Button>
            )}
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddGuest}>
              Add Guest
            </Button>
            {(onImportGuests || exportGuestsUrl) && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    variant="default"
                    leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                  >
                    CSV
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {onImportGuests && (
                    <Menu.Item
                      leftSection={<IconFileImport size={16} aria-hidden />}
                      onClick={onImportGuests}
                    >
                      Import CSV
                    </Menu.Item>
                  )}
                  {exportGuestsUrl && (
                    <Menu.Item
                      component="a"
                      href={exportGuestsUrl}
                      download
                      leftSection={<IconFileExport size={16} aria-hidden />}
                    >
                      Export CSV
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
            <Button
              component={Link}
              to="/archive"
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
            >
              Archive
            </Button>
            <Button
              component={Link}
              to="/account"
              variant="default"
              leftSection={<IconUserCircle size={16} aria-hidden />}
            >
              Account
            </Button>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
            >
              Logout
            </Button>
            <ColorSchemeMenu />
          </Group>
          <Burger
            hiddenFrom="lg"
            opened={menuOpened}
            onClick={menu.toggle}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="board-side-menu"
          />
        </div>
      </div>

      <Drawer
        id="board-side-menu"
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        title="Menu"
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Board menu">
          <Stack gap={4}>
            {onOpenActionCenter && (
              <MenuButton
                icon={<IconBell size={18} aria-hidden />}
                onClick={handleMenuActionCenter}
                rightSection={todayBadge}
              >
                Action Center
              </MenuButton>
            )}
            <MenuButton icon={<IconPlus size={18} aria-hidden />} onClick={handleMenuAddGuest}>
              Add Guest
            </MenuButton>
            {onImportGuests && (
              <MenuButton
                icon={<IconFileImport size={18} aria-hidden />}
                onClick={handleMenuImport}
              >
                Import CSV
              </MenuButton>
            )}
            {exportGuestsUrl && (
              <MenuButton icon={<IconFileExport size={18} aria-hidden />} href={exportGuestsUrl}>
                Export CSV
              </MenuButton>
            )}
            <MenuButton
              icon={<IconArchive size={18} aria-hidden />}
              to="/archive"
              onClick={menu.close}
            >
              Guest Archive
            </MenuButton>
            <MenuButton
              icon={<IconDeviceMobileCheck size={18} aria-hidden />}
              to="/verify-phone"
              onClick={menu.close}
            >
              Verify Phone
            </MenuButton>
            <MenuButton
              icon={<IconUserCircle size={18} aria-hidden />}
              to="/account"
              onClick={menu.close}
            >
              Account Settings
            </MenuButton>
            <MenuButton
              icon={<IconLogout size={18} aria-hidden />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
            >
              Logout
            </MenuButton>
          </Stack>
        </nav>
        <Divider my="md" />
        <ColorSchemeControl />
      </Drawer>
    </header>
  );
});

function MenuButton({
  icon,
  to,
  href,
  onClick,
  loading,
  rightSection,
  children,
}: {
  icon: ReactNode;
  to?: string;
  /** A download link (the CSV export). */
  href?: string;
  onClick?: () => void;
  loading?: boolean;
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  const common = {
    variant: 'subtle',
    color: 'dark',
    justify: 'flex-start',
    fullWidth: true,
    size: 'md',
    leftSection: icon,
    rightSection,
  } as const;
  if (href) {
    return (
      <Button {...common} component="a" href={href} download>
        {children}
      </Button>
    );
  }
  return to ? (
    // A chosen page closes the menu at once, even while that page's code is still loading.
    <Button {...common} component={Link} to={to} onClick={onClick}>
      {children}
    </Button>
  ) : (
    <Button {...common} onClick={onClick} loading={loading}>
      {children}
    </Button>
  );
}
