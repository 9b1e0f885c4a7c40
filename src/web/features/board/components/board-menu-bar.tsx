// The header's menu as a row of buttons, on wide screens; the CSV items share one menu.
import { ActionIcon, Button } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { MenuButton } from '#web/components/menu-button.js';
import type { BoardMenuItem } from './board-menu-items';

type Visibility = { visibleFrom?: 'xl'; hiddenFrom?: 'xl' };

/**
 * `compact`: a badge in the header (new applications beside the title, "N today" on the Action
 * Center) takes the room of some labels, so Insights, Archive, Account and Logout are icon buttons
 * (docs/product.md#board-screen; board-header.tsx says when).
 */
export function BoardMenuBar({
  items,
  compact = false,
}: {
  items: readonly BoardMenuItem[];
  compact?: boolean;
}) {
  const csv = items.filter((item) => item.csv);
  const csvAt = items.findIndex((item) => item.csv);
  return items.map((item, index) => {
    if (item.csv) return index === csvAt ? <CsvMenu key="csv" items={csv} /> : null;
    // Below xl (1,408 px) the bar has no room beside the whole title for every label: Verify Phone
    // is left out (a phone is also verified from Account settings' Profile tab), and Insights and
    // Logout show their icons only, named as their buttons are.
    if (compact && item.barIconWhenCompact) return <BarItem key={item.key} item={item} icon />;
    if (item.barIconOnly) return <BarItem key={item.key} item={item} icon visibleFrom="xl" />;
    if (item.barIconBelowXl) {
      return (
        <Fragment key={item.key}>
          <BarItem item={item} icon hiddenFrom="xl" />
          <BarItem item={item} visibleFrom="xl" />
        </Fragment>
      );
    }
    return <BarItem key={item.key} item={item} />;
  });
}

/** One item of the bar: a labelled button, or an icon button named by its label. */
function BarItem({
  item,
  icon = false,
  ...visibility
}: { item: BoardMenuItem; icon?: boolean } & Visibility) {
  const Icon = item.icon;
  const name = item.barLabel ?? item.label;
  const look = icon
    ? ({ variant: 'default', size: 'lg', 'aria-label': name, title: name, ...visibility } as const)
    : ({
        variant: item.primary ? 'filled' : 'default',
        leftSection: <Icon size={16} aria-hidden />,
        rightSection: item.badge,
        ...visibility,
      } as const);
  const content = icon ? <Icon size={18} aria-hidden /> : name;
  const Control = icon ? ActionIcon : Button;
  // Named for the focus's way back from a dialog opened from the address (card-focus.ts).
  const named = { ...look, 'data-menu-key': item.key };
  return item.to ? (
    <Control {...named} component={Link} to={item.to}>
      {content}
    </Control>
  ) : (
    <Control {...named} onClick={item.onSelect} loading={item.loading}>
      {content}
    </Control>
  );
}

function CsvMenu({ items }: { items: readonly BoardMenuItem[] }) {
  return (
    <MenuButton
      target={
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          CSV
        </Button>
      }
      items={items.map(({ key, label, icon: Icon, href, onSelect }) => ({
        key,
        label,
        leftSection: <Icon size={16} aria-hidden />,
        href,
        onSelect,
      }))}
    />
  );
}
