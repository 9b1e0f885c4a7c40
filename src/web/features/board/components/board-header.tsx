// The board's header (docs/product.md#board-screen): title, search, and the menu (Action Center
// with the "N today" badge when its Today group is not empty, Add Guest, the CSV import and
// export of docs/decisions/011-csv-import-export.md, Archive, Verify Phone, Account, Logout) with
// the light / dark / system switch; on small screens the menu collapses into a side menu. The
// menu's items are defined once (board-menu-items.tsx).
import {
  Burger,
  CloseButton,
  Group,
  NativeSelect,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMicrophone, IconSearch, IconUsers } from '@tabler/icons-react';
import { memo, Suspense, useState } from 'react';
import { ColorSchemeMenu } from '#web/components/color-scheme-switch.js';
import { lazyNamed } from '#web/lib/lazy-named.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { usePrefetchWhenIdle } from '#web/lib/when-idle.js';
import { BoardMenuBar } from './board-menu-bar';
import { NewApplicationsCount } from './new-applications-count';
import { BOARD_MENU_ID, useBoardMenuItems, type BoardMenuOptions } from './board-menu-items';
import type { OwnerFilter, OwnerFilterOption } from '../owner-filter';
import classes from './board.module.css';

// The side menu is closed when the board first paints: its drawer (with its focus trap, scroll
// lock and scroll area) loads when the board is idle, or at the burger's first press if sooner
// (docs/performance.md).
const loadBoardMenuDrawer = () => import('./board-menu-drawer');
const BoardMenuDrawer = lazyNamed(loadBoardMenuDrawer, 'BoardMenuDrawer');

export interface BoardHeaderProps extends BoardMenuOptions {
  search: string;
  onSearchChange: (value: string) => void;
  /** The search box took the focus: the host may be about to type. */
  onSearchFocus?: () => void;
  /** The owner filter beside the search (docs/product.md#board-screen); null outside a team. */
  ownerFilter: OwnerFilter;
  ownerOptions: OwnerFilterOption[] | null;
  onOwnerFilterChange: (value: OwnerFilter) => void;
  /** Guests from the guest form not opened yet (docs/product.md#guest-form). */
  newApplicationCount: number;
}

/**
 * Memoised: a drop or a column's "Show more" re-renders the board, not the header. A keystroke in
 * the search re-renders the search row alone: the title and the menu are memoised apart.
 */
export const BoardHeader = memo(function BoardHeader({
  search,
  onSearchChange,
  onSearchFocus,
  ownerFilter,
  ownerOptions,
  onOwnerFilterChange,
  newApplicationCount,
  ...menuOptions
}: BoardHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <HeaderBrand newApplicationCount={newApplicationCount} />

        <div className={classes.searchRow}>
          <TextInput
            className={classes.search}
            type="search"
            aria-label="Search guests"
            placeholder="Search guests by name or details..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
            onFocus={onSearchFocus}
            rightSection={
              search ? (
                <CloseButton
                  size="sm"
                  aria-label="Clear search"
                  onClick={() => onSearchChange('')}
                />
              ) : null
            }
            rightSectionPointerEvents="all"
          />
          {ownerOptions && (
            <NativeSelect
              className={classes.ownerFilter}
              aria-label="Show guests of"
              data={ownerOptions}
              value={ownerFilter}
              onChange={(event) => onOwnerFilterChange(event.currentTarget.value)}
              leftSection={<IconUsers size={16} aria-hidden />}
            />
          )}
        </div>

        <HeaderMenu
          newApplicationCount={newApplicationCount}
          hasOwnerFilter={ownerOptions !== null}
          {...menuOptions}
        />
      </div>
    </header>
  );
});

const HeaderBrand = memo(function HeaderBrand({
  newApplicationCount,
}: {
  newApplicationCount: number;
}) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.brand}>
      <ThemeIcon variant="filled" size="lg" radius="md" aria-hidden>
        <IconMicrophone size={20} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 'lg', sm: 'xl' }} lh={1.2} className={classes.title}>
        Podcast Guest Tracker
      </Title>
      <NewApplicationsCount count={newApplicationCount} />
    </Group>
  );
});

/** The bar of buttons on wide screens, the burger and its side menu below 1,200 px. */
const HeaderMenu = memo(function HeaderMenu({
  newApplicationCount,
  hasOwnerFilter,
  ...menuOptions
}: BoardMenuOptions & { newApplicationCount: number; hasOwnerFilter: boolean }) {
  const [menuOpened, menu] = useDisclosure(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [menuDrawn, setMenuDrawn] = useState(false);
  if (menuOpened && !menuDrawn) setMenuDrawn(true);
  usePrefetchWhenIdle(loadBoardMenuDrawer);
  const items = useBoardMenuItems(menuOptions);
  // A badge (new applications beside the title, "N today" on the Action Center) takes the room
  // of some labels. From 120em (1,920 px) the header is one row (board.module.css) with room for
  // every label beside either badge, or both, but not beside a team's owner filter as well as the
  // new applications' badge: that leaves the search under 240 px.
  const oneRow = useMediaQuery('(min-width: 120em)');
  const hasBadge = newApplicationCount > 0 || (menuOptions.todayCount ?? 0) > 0;
  const roomForLabels = oneRow && !(hasOwnerFilter && newApplicationCount > 0);
  const compact = hasBadge && !roomForLabels;

  return (
    <div className={classes.actions}>
      <Group gap="xs" wrap="nowrap" visibleFrom="lg">
        <BoardMenuBar items={items} compact={compact} />
        <ColorSchemeMenu />
      </Group>
      <Burger
        hiddenFrom="lg"
        opened={menuOpened}
        onClick={menu.toggle}
        aria-label={menuOpened ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpened}
        aria-controls={BOARD_MENU_ID}
      />
      {menuDrawn && (
        <Suspense fallback={null}>
          <BoardMenuDrawer items={items} opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </div>
  );
});
