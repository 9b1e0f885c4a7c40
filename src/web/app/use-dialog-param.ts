// A dialog's open state kept in the URL's search params (docs/decisions/016): `?guest=12` is the
// guest dialog on guest 12, so a dialog is linkable, the browser's back button closes it and a
// reload keeps it open. A dialog holding unsaved edits may hold the back button: the dialog stays
// and asks whether to discard them, its entry pushed again
// (docs/decisions/040-ask-before-discarding-edits.md).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
  type Location,
} from 'react-router';

/** Marks a history entry this app pushed to open a dialog: closing it goes back instead. */
interface DialogHistoryState {
  openedDialog?: string;
}

/**
 * A close that goes back is asynchronous: the browser lands on the entry before a moment later.
 * An opening asked for in that moment (Escape, then a click on another card) waits for it, so
 * the new entry is pushed on top of the entry before and the pending back cannot undo it. One
 * page holds one history, so every dialog param shares this.
 */
const pendingBack = { from: null as string | null, queued: [] as Array<() => void> };

export interface DialogParam {
  /** Whether the URL names this dialog now. */
  opened: boolean;
  /** The URL's value, or after closing the last one, so the dialog animates out with its content. */
  value: string | null;
  /** A new key for every value opened: the dialog starts fresh. */
  key: number;
  /** Opens the dialog on `value`: a new history entry, or in place of the current one. */
  open: (value: string, options?: { replace?: boolean }) => void;
  /** Closes it: back to the entry before it when this app opened it, else the param goes. */
  close: () => void;
}

export interface DialogParamOptions {
  /**
   * Asked when the browser's Back (or Forward) takes the param away: true holds the dialog open
   * (it has edits to ask about), and its entry is pushed again, so the address names it as long as
   * it is open and closing it goes back as before.
   */
  onBrowserClose?: () => boolean;
}

export function useDialogParam(name: string, options: DialogParamOptions = {}): DialogParam {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const value = params.get(name);
  const [shown, setShown] = useState({
    value: null as string | null,
    key: 0,
    opened: false,
    /** The browser's Back took the param away, and the dialog stays while it is asked. */
    held: false,
  });
  const holds = options.onBrowserClose !== undefined;
  if (value !== null && (value !== shown.value || !shown.opened)) {
    setShown({ value, key: shown.key + 1, opened: true, held: false });
  } else if (value !== null && shown.held) {
    // Forward again on the dialog's own entry: the same opening, its form as it was.
    setShown({ ...shown, held: false });
  } else if (value === null && shown.opened && !shown.held) {
    // Gone by the browser's own Back, not by a close of this app's (which goes back too).
    const byBrowser = navigationType === 'POP' && pendingBack.from === null;
    setShown({ ...shown, opened: byBrowser && holds, held: byBrowser && holds });
  }

  // The handlers read the location through a ref, so they keep their identity while the URL
  // changes and the memoised board does not redraw its cards when a dialog opens.
  const latest = useRef<Location>(location);
  latest.current = location;
  const onBrowserClose = useRef(options.onBrowserClose);
  onBrowserClose.current = options.onBrowserClose;
  /** Where the dialog was last named: the entry pushed again when the Back is held. */
  const openAt = useRef<Location | null>(null);
  if (value !== null) openAt.current = location;

  useEffect(() => {
    if (pendingBack.from === null || pendingBack.from === location.key) return;
    pendingBack.from = null;
    for (const run of pendingBack.queued.splice(0)) run();
  }, [location.key]);

  // Held by the browser's Back: the dialog asks about its edits, and its entry is pushed again on
  // the one Back went to, so the address names the dialog on screen and closing it goes back
  // there. With no edits, it closes.
  useEffect(() => {
    if (!shown.held) return;
    const at = openAt.current;
    if (at && onBrowserClose.current?.()) {
      const state: DialogHistoryState = { openedDialog: name };
      void navigate({ pathname: at.pathname, search: at.search, hash: at.hash }, { state });
    } else setShown((current) => ({ ...current, opened: false, held: false }));
  }, [shown.held, name, navigate]);

  const open = useCallback(
    (next: string, options: { replace?: boolean } = {}) => {
      const run = () => {
        const current = latest.current;
        const search = new URLSearchParams(current.search);
        search.set(name, next);
        const replace = options.replace ?? false;
        const state: DialogHistoryState = replace
          ? ((current.state as DialogHistoryState | null) ?? {})
          : { openedDialog: name };
        void navigate({ search: `?${search.toString()}` }, { replace, state });
      };
      if (pendingBack.from === null) run();
      else pendingBack.queued.push(run);
    },
    [name, navigate],
  );

  const close = useCallback(() => {
    const current = latest.current;
    const search = new URLSearchParams(current.search);
    if (!search.has(name) || pendingBack.from === current.key) return;
    if ((current.state as DialogHistoryState | null)?.openedDialog === name) {
      pendingBack.from = current.key;
      void navigate(-1);
      return;
    }
    search.delete(name);
    const rest = search.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true, state: current.state });
  }, [name, navigate]);

  return {
    opened: value !== null || shown.held,
    value: value ?? shown.value,
    key: shown.key,
    open,
    close,
  };
}
