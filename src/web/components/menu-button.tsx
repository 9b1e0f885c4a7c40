// A button that opens a menu, for the menus a page shows closed on its first paint (the board's
// CSV menu, the colour scheme's). Mantine's Menu brings its Popover and floating-ui, about 20 KB
// of gzip JavaScript, which the page's first paint does not need: the button is drawn at once, the
// menu's code loads when the page is idle, and the button is then drawn again by the menu
// (menu-button-menu.tsx). Pressed before that, it opens the menu as soon as the code is there; a
// button that had the focus keeps it (docs/performance.md, docs/decisions/043).
import type { FloatingPosition } from '@mantine/core';
import {
  cloneElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { whenIdle } from '#web/lib/when-idle.js';

export interface MenuButtonItem {
  key: string;
  label: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  onSelect?: () => void;
  /** A download (the item is a link). */
  href?: string;
}

interface TargetProps {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface MenuButtonProps {
  /** The button: a Mantine Button or ActionIcon element, with its name. */
  target: ReactElement<TargetProps>;
  items: readonly MenuButtonItem[];
  position?: FloatingPosition;
}

/** What the button did before the menu's code arrived, for the menu to carry on. */
export type BeforeArrival = 'pressed' | 'focused' | null;

const loadMenu = () => import('./menu-button-menu');
type MenuModule = Awaited<ReturnType<typeof loadMenu>>;
/** Once loaded, every later menu button is drawn by the menu from its first paint. */
let loadedMenu: MenuModule | null = null;

export function MenuButton(props: MenuButtonProps) {
  const [menu, setMenu] = useState(loadedMenu);
  const [before, setBefore] = useState<BeforeArrival>(null);
  const button = useRef<HTMLButtonElement>(null);
  const load = useCallback(() => {
    loadMenu().then(
      (module) => {
        loadedMenu = module;
        const focused = button.current !== null && button.current === document.activeElement;
        setBefore((current) => current ?? (focused ? 'focused' : null));
        setMenu(module);
      },
      // Offline: the button stays as it is, and a press tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!menu) whenIdle(load);
  }, [menu, load]);

  if (menu) return <menu.MenuButtonMenu {...props} before={before} />;
  return cloneElement(props.target, {
    ref: button,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => {
      setBefore('pressed');
      load();
    },
  });
}
