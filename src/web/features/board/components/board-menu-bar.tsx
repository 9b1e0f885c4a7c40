// The header's menu as a row of buttons, on wide screens; the CSV items share one menu.
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { BoardMenuItem } from './board-menu-items';

export function BoardMenuBar({ items }: { items: readonly BoardMenuItem[] }) {
  const csv = items.filter((item) => item.csv);
  const csvAt = items.findIndex((item) => item.csv);
  return items.map((item, index) => {
    if (item.csv) return index === csvAt ? <CsvMenu key="csv" items={csv} /> : null;
    const Icon = item.icon;
    const iconLink = (to: string, visibility: { visibleFrom: 'xl' } | { hiddenFrom: 'xl' }) => (
      <ActionIcon
        component={Link}
        to={to}
        variant="default"
        size="lg"
        aria-label={item.label}
        title={item.label}
        {...visibility}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    );
    // Below xl (1,408 px) the bar has no room beside the whole title for every label: Verify Phone
    // is left out (a phone is also verified from Account settings' Profile tab) and Insights shows
    // its icon only.
    if (item.barIconOnly && item.to) {
      return <Fragment key={item.key}>{iconLink(item.to, { visibleFrom: 'xl' })}</Fragment>;
    }
    const common = {
      variant: item.primary ? 'filled' : 'default',
      leftSection: <Icon size={16} aria-hidden />,
      rightSection: item.badge,
      children: item.barLabel ?? item.label,
    } as const;
    if (item.barIconBelowXl && item.to) {
      return (
        <Fragment key={item.key}>
          {iconLink(item.to, { hiddenFrom: 'xl' })}
          <Button {...common} component={Link} to={item.to} visibleFrom="xl" />
        </Fragment>
      );
    }
    return item.to ? (
      <Button key={item.key} {...common} component={Link} to={item.to} />
    ) : (
      <Button key={item.key} {...common} onClick={item.onSelect} loading={item.loading} />
    );
  });
}

function CsvMenu({ items }: { items: readonly BoardMenuItem[] }) {
  return (
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
        {items.map((item) => {
          const Icon = item.icon;
          const icon = <Icon size={16} aria-hidden />;
          return item.href ? (
            <Menu.Item key={item.key} component="a" href={item.href} download leftSection={icon}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.key} leftSection={icon} onClick={item.onSelect}>
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
