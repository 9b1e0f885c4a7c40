// The menu of a MenuButton (menu-button.tsx), loaded when the page is idle: Mantine's Menu with the
// button as its target. It takes over from the button drawn before it, carrying on with what the
// host did meanwhile.
import { Menu } from '@mantine/core';
import { cloneElement, useEffect, useRef } from 'react';
import type { BeforeArrival, MenuButtonProps } from './menu-button';

export function MenuButtonMenu({
  target,
  items,
  position = 'bottom-end',
  before,
}: MenuButtonProps & { before: BeforeArrival }) {
  const button = useRef<HTMLButtonElement>(null);
  // Once only (React's strict mode runs an effect twice in development: two presses would close it).
  const carriedOn = useRef(false);
  useEffect(() => {
    if (before === null || carriedOn.current) return;
    carriedOn.current = true;
    button.current?.focus();
    // The press made before the menu was there, made again: the menu opens as from any press,
    // and gives the focus back to the button when it closes.
    if (before === 'pressed') button.current?.click();
  }, [before]);

  return (
    <Menu position={position} withinPortal>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          item.href ? (
            <Menu.Item
              key={item.key}
              component="a"
              href={item.href}
              download
              leftSection={item.leftSection}
              rightSection={item.rightSection}
            >
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={item.key}
              leftSection={item.leftSection}
              rightSection={item.rightSection}
              onClick={item.onSelect}
            >
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
