// The header's menu, defined once (docs/product.md#board-screen): the items the desktop bar and the
// phone's side menu both show, in one order, with one label each. The bar folds the CSV items into
// one "CSV" menu.
import { Badge } from '@mantine/core';
import {
  IconArchive,
  IconBell,
  IconChartBar,
  IconDeviceMobileCheck,
  IconFileExport,
  IconFileImport,
  IconLogout,
  IconPlus,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLogout } from '#web/lib/session.js';

/** The phone's side menu (board-menu-drawer.tsx), which the burger controls. */
export const BOARD_MENU_ID = 'board-side-menu';

export interface BoardMenuItem {
  key: string;
  label: string;
  /**
   * The label in the desktop bar, where it differs: docs/product.md#board-screen (and the browser
   * tests) name the bar's buttons "Archive" and "Account" and the side menu's "Guest Archive" and
   * "Account Settings".
   */
  barLabel?: string;
  icon: Icon;
  /** In the bar an icon button named by `label`, from 1,408 px only, for want of room beside the title. */
  barIconOnly?: boolean;
  /** In the bar an icon button below 1,408 px, a labelled button from there. */
  barIconBelowXl?: boolean;
  /**
   * In a compact bar (a badge in the header takes its room) an icon button named by its label at
   * every width.
   */
  barIconWhenCompact?: boolean;
  /** Import and export: one "CSV" menu in the bar. */
  csv?: boolean;
  /** The filled button of the bar (Add Guest). */
  primary?: boolean;
  /** A page of the app. */
  to?: string;
  /** A download (the CSV export). */
  href?: string;
  onSelect?: () => void;
  loading?: boolean;
  /** The side menu stays open once chosen, to show the item's progress (Logout). */
  staysOpen?: boolean;
  /** Shown after the label (the Action Center's "N today"). */
  badge?: ReactNode;
}

export interface BoardMenuOptions {
  onAddGuest: () => void;
  /** Opens the Action Center; without it the item is absent. */
  onOpenActionCenter?: () => void;
  /** Today's calendar events; the badge shows when above 0. */
  todayCount?: number;
  /** Opens the CSV import; without it the item is absent. */
  onImportGuests?: () => void;
  /** Where the CSV export downloads from; without it the item is absent. */
  exportGuestsUrl?: string;
}

export function useBoardMenuItems({
  onAddGuest,
  onOpenActionCenter,
  todayCount = 0,
  onImportGuests,
  exportGuestsUrl,
}: BoardMenuOptions): BoardMenuItem[] {
  const logout = useLogout();
  const items: (BoardMenuItem | false | undefined)[] = [
    onOpenActionCenter && {
      key: 'action-center',
      label: 'Action Center',
      icon: IconBell,
      onSelect: onOpenActionCenter,
      badge:
        todayCount > 0 ? (
          <Badge size="sm" variant="filled" color="red.8" tt="none">
            {todayCount} today
          </Badge>
        ) : undefined,
    },
    { key: 'add-guest', label: 'Add Guest', icon: IconPlus, primary: true, onSelect: onAddGuest },
    onImportGuests && {
      key: 'import',
      label: 'Import CSV',
      icon: IconFileImport,
      csv: true,
      onSelect: onImportGuests,
    },
    exportGuestsUrl
      ? {
          key: 'export',
          label: 'Export CSV',
          icon: IconFileExport,
          csv: true,
          href: exportGuestsUrl,
        }
      : undefined,
    {
      key: 'insights',
      label: 'Insights',
      icon: IconChartBar,
      to: '/insights',
      barIconBelowXl: true,
      barIconWhenCompact: true,
    },
    {
      key: 'archive',
      label: 'Guest Archive',
      barLabel: 'Archive',
      icon: IconArchive,
      to: '/archive',
      barIconWhenCompact: true,
    },
    {
      key: 'verify-phone',
      label: 'Verify Phone',
      icon: IconDeviceMobileCheck,
      barIconOnly: true,
      to: '/verify-phone',
    },
    {
      key: 'account',
      label: 'Account Settings',
      barLabel: 'Account',
      icon: IconUserCircle,
      to: '/account',
      barIconWhenCompact: true,
    },
    {
      key: 'logout',
      label: 'Logout',
      icon: IconLogout,
      onSelect: () => logout.mutate(),
      loading: logout.isPending,
      staysOpen: true,
      barIconBelowXl: true,
      barIconWhenCompact: true,
    },
  ];
  return items.filter((item): item is BoardMenuItem => Boolean(item));
}
