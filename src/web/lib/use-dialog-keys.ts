// What every dialog and sheet does with the keyboard (docs/product.md#screens), where Mantine's own
// handling misses the way this app opens them:
// - Escape closes the dialog or sheet the focus is in, and only that one. Mantine listens on the
//   window, so one Escape in a dialog opened from a sheet (Update Due Date in the Action Center, a
//   task opened from a journal) closed the sheet under it as well.
// - Closing gives the focus back to what had it at the opening (the button that opened it, or for
//   an item of a menu, the menu's button).
//   Mantine does so only for a dialog mounted closed and opened later; this app mounts most of
//   its dialogs as they open (a fresh one per opening), which left the focus on the page's body.
//   With the focus nowhere (on the page's body: a button that took it was disabled, a row that
//   held it was taken away), Escape closes the dialog opened last, and Tab goes into it.
// - A dialog opened in place of another (the existing guest's Edit dialog, from the Add dialog's
//   duplicate warning) gives the focus back, on closing, to what opened the one it replaced.
// - When what opened it is gone on closing (a guest card archived from its own Delete button, an
//   archive row restored from its own Restore button), the focus goes to the item next to it in
//   its list (elements marked `data-focus-item`: the next one with a control, else the one
//   before, src/web/lib/focus.ts), not to the page's body.
// - A dialog nothing on the page opened (one opened from the address, docs/decisions/016) gives
//   the focus, on closing, to the place the app layer names for it (`FocusHome`: the guest's card
//   for the guest dialog and the journal sheet, the header's button that opens Add New Guest or
//   the Action Center, docs/decisions/045-one-escape-one-layer.md), else to the first control of
//   the page's main region, not to the page's body.
// - Mantine's own Escape stays off: a dialog drawn over another is given a z-index, never put in a
//   Modal.Stack with it, which turns Mantine's Escape and focus trap back on for its top dialog
//   (one Escape then closed twice, docs/decisions/045-one-escape-one-layer.md).
// Spread the answer onto the Modal or Drawer: `<Modal {...useDialogKeys(opened, onClose)} ...>`.
import { createContext, use, useCallback, useEffect, useRef, type RefObject } from 'react';
import { firstControl, itemNeighbours, tabbables } from './focus';

/** The open dialogs, in the order they opened: the last is on top. */
const openDialogs: { root: RefObject<HTMLElement | null> }[] = [];

/**
 * What opened a dialog that went while open, replaced by another in the same commit (the Add
 * dialog by the existing guest's Edit dialog, from the duplicate warning): the dialog replacing it
 * gives the focus back there on closing. Kept until the commit is over.
 */
let replacedOpener: HTMLElement | null = null;

/**
 * Where the focus goes as a dialog closes when nothing on the page opened it and nothing nearer is
 * left (see above); provided by the app layer around the dialogs it opens from the address.
 */
export const FocusHome = createContext<() => HTMLElement | null | undefined>(() => null);

function isEscape(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return false;
  // A select's open list, or a date field's open calendar (src/web/components/day-input.tsx),
  // marks its input: Escape closes the list or the calendar, not the dialog.
  const target = event.target;
  return !(target instanceof Element && target.getAttribute('data-mantine-stop-propagation'));
}

/**
 * `returnTo`: where the focus goes on closing when not to what had it at the opening (a dialog
 * opened by a button its own call disabled for a moment, which had lost the focus by then).
 */
export function useDialogKeys(
  opened: boolean,
  onClose: () => void,
  closeOnEscape = true,
  returnTo?: RefObject<HTMLElement | null>,
) {
  const home = use(FocusHome);
  const latest = useRef({ opened, onClose, closeOnEscape, home });
  useEffect(() => {
    latest.current = { opened, onClose, closeOnEscape, home };
  });
  const root = useRef<HTMLElement | null>(null);

  // On the dialog's own root: a key pressed in a dialog opened from this one (its own portal) or
  // in a select's open list (which marks its input) is not this dialog's.
  const ref = useCallback((element: HTMLElement | null) => {
    root.current = element;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { opened: isOpen, onClose: close, closeOnEscape: escapes } = latest.current;
      if (isOpen && escapes && isEscape(event)) close();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  // The dialog on top hears an Escape pressed with the focus on the page's body.
  const token = useRef({ root });
  useEffect(() => {
    if (!opened) return;
    const self = token.current;
    openDialogs.push(self);
    const onKeyDown = (event: KeyboardEvent) => {
      const { onClose: close, closeOnEscape: escapes } = latest.current;
      if (event.target !== document.body || openDialogs.at(-1) !== self) return;
      if (escapes && isEscape(event)) close();
      // Tab from the body (the focused row was taken away, say) goes into the dialog, not to the
      // page behind it: its first control, or its last with Shift.
      if (event.key === 'Tab' && root.current) {
        const controls = tabbables(root.current);
        const next = event.shiftKey ? controls.at(-1) : controls[0];
        if (next) {
          event.preventDefault();
          next.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
    };
  }, [opened]);

  const opener = useRef<HTMLElement | null>(null);
  const neighbours = useRef<HTMLElement[]>([]);
  /** The page's main region the opener was in: the last place for the focus to go back to. */
  const region = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (opened) {
      wasOpen.current = true;
      // Effects run before the focus trap moves the focus in (it waits for a timer).
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      // Opened in place of a dialog that had the focus (whose control is gone with it): what
      // opened that one.
      if (!opener.current?.isConnected) opener.current = replacedOpener ?? opener.current;
      // An item of a menu goes with the menu as it closes: the focus goes back to the menu's button.
      const menu = active?.closest('[role="menu"]');
      const label = menu?.getAttribute('aria-labelledby');
      const button = label ? document.getElementById(label) : null;
      if (button) opener.current = button;
      neighbours.current = itemNeighbours(opener.current);
      region.current = opener.current?.closest<HTMLElement>('main') ?? null;
      return;
    }
    // Only a closing: a dialog mounted closed leaves the focus alone.
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const element = returnTo?.current ?? opener.current;
    const nextToIt = neighbours.current;
    const main = region.current;
    opener.current = null;
    neighbours.current = [];
    region.current = null;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      // A dialog under this one takes the focus back as this one closes (Mantine's focus trap puts
      // it on its first control): a `returnTo` in it is where it belongs instead.
      const lost =
        active === null ||
        active === document.body ||
        root.current?.contains(active) ||
        returnTo?.current != null;
      if (!lost) return;
      if (element?.isConnected) {
        element.focus({ preventScroll: true });
        return;
      }
      // What opened it is gone (a row that moved to another group, a menu's item), or nothing
      // did (opened from the address): the focus stays in the dialog or sheet under it, if any,
      // rather than fall to the page behind; else it goes to an item next to the one that opened
      // it; with none left (the last card of its column, archived by a teammate), to the first
      // control of the page's main region. With no such region (nothing opened it): to the
      // place the app names for it (the guest's card), else the first control of the page's.
      const below = openDialogs.at(-1)?.root.current?.querySelector<HTMLElement>('[role="dialog"]');
      const inMain = main?.isConnected ? tabbables(main)[0] : undefined;
      const page = document.querySelector<HTMLElement>('main');
      const inPage = page ? tabbables(page)[0] : undefined;
      (below ?? firstControl(nextToIt) ?? inMain ?? latest.current.home() ?? inPage)?.focus({
        preventScroll: true,
      });
    }, 20);
    return () => window.clearTimeout(timer);
  }, [opened, returnTo]);

  // Gone while open, in place of another dialog or with the page: what opened it is kept a moment
  // for a dialog opened in its place.
  useEffect(
    () => () => {
      const element = opener.current;
      if (!wasOpen.current || !element?.isConnected) return;
      replacedOpener = element;
      window.setTimeout(() => {
        if (replacedOpener === element) replacedOpener = null;
      });
    },
    [],
  );

  return { ref, closeOnEscape: false, returnFocus: false } as const;
}
