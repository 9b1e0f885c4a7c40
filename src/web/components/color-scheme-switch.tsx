// The light / dark / system switch (docs/decisions/010-calendar-feed-and-dark-mode.md):
// an icon menu for page headers (the phone side menu's segmented control is
// color-scheme-control.tsx, loaded with that menu). Mantine's localStorage manager remembers the
// choice per browser.
import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { MenuButton, type MenuButtonItem } from './menu-button';

export const COLOR_SCHEME_OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

export const COLOR_SCHEME_LABEL = 'Color scheme';

/**
 * An icon button opening a menu of Light, Dark and System, the current one checked. The button's
 * name tells the current choice (Mantine's menu items are plain menuitems, without checked state).
 */
export function ColorSchemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICONS[colorScheme];
  const current =
    COLOR_SCHEME_OPTIONS.find((option) => option.value === colorScheme)?.label ?? 'System';
  const items = COLOR_SCHEME_OPTIONS.map((option): MenuButtonItem => {
    const OptionIcon = ICONS[option.value];
    return {
      key: option.value,
      label: option.label,
      leftSection: <OptionIcon size={16} aria-hidden />,
      rightSection: option.value === colorScheme ? <IconCheck size={16} aria-hidden /> : null,
      onSelect: () => setColorScheme(option.value),
    };
  });
  return (
    <MenuButton
      target={
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`${COLOR_SCHEME_LABEL}: ${current}`}
          title={COLOR_SCHEME_LABEL}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      }
      items={items}
    />
  );
}
