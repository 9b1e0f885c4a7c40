// The board's dialogs on a guest named by the URL (docs/decisions/016): `?guest=<id>` or
// `?guest=new` for the guest dialog, `?journal=<id>` for the journal sheet. The guest comes from
// the board's list, or from the API when the list does not hold it; a value that names no guest
// the user can see closes the dialog with "Guest not found or unavailable.". A guest that leaves
// while its dialog or sheet shows it (a teammate archived it, or it is no longer shared) keeps it
// open on the copy it showed, marked unavailable, so the user's typed text is not lost
// (docs/product.md#live-updates). The browser's Back on a guest dialog holding edits keeps it
// open while it asks whether to discard them (docs/decisions/040-ask-before-discarding-edits.md).
import { useEffect, useMemo, useState } from 'react';
import type { GuestDto } from '#shared/schemas/guests.js';
import { GUEST_UNAVAILABLE, useGuestById } from '../features/guests/api/get-guest';
import type { GuestDialogTarget } from '../features/guests/components/guest-dialog';
import { showToast } from '../lib/notify';
import { useDialogParam, type DialogParam } from './use-dialog-param';

export const NEW_GUEST = 'new';

/** A guest id from the URL, or null when the value is not one. */
function guestIdParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Closes a dialog the URL opened on a guest that cannot be shown, and says so. */
function useCloseUnavailable(unavailable: boolean, close: () => void) {
  useEffect(() => {
    if (!unavailable) return;
    showToast('Error', GUEST_UNAVAILABLE, 'error');
    close();
  }, [unavailable, close]);
}

/**
 * The guest a dialog the URL opened shows: the one found, or, once it leaves while this opening of
 * the dialog shows it (a teammate archived it, or it is no longer shared), the copy last shown, so
 * the user's typed text is not lost (docs/product.md#live-updates). `kept` while that copy stands
 * in for it.
 */
function useShownGuest(
  key: number,
  id: number | null,
  found: GuestDto | undefined,
): { guest: GuestDto | undefined; kept: boolean } {
  const [shown, setShown] = useState<{ key: number; guest: GuestDto } | null>(null);
  if (found && (shown?.key !== key || shown.guest !== found)) setShown({ key, guest: found });
  const left = !found && shown?.key === key && shown.guest.id === id ? shown.guest : undefined;
  return { guest: found ?? left, kept: left !== undefined };
}

/**
 * The guest dialog's param and what it shows: "add", a guest, or null while it loads.
 * `onBrowserClose`: the dialog's answer to the browser's Back, true to stay open and ask first.
 */
export function useGuestDialogParam(
  guests: readonly GuestDto[] | undefined,
  onBrowserClose: () => boolean,
): DialogParam & { target: GuestDialogTarget | null; unavailable: boolean } {
  const param = useDialogParam('guest', { onBrowserClose });
  const id = guestIdParam(param.value);
  const edited = useGuestById(id, guests, param.opened);
  const { guest, kept } = useShownGuest(param.key, id, edited.guest);
  const target = useMemo<GuestDialogTarget | null>(() => {
    if (param.value === NEW_GUEST) return { mode: 'add' };
    return guest ? { mode: 'edit', guest } : null;
  }, [param.value, guest]);
  useCloseUnavailable(
    param.opened && ((edited.missing && !kept) || (param.value !== NEW_GUEST && id === null)),
    param.close,
  );
  return { ...param, target, unavailable: kept && edited.missing };
}

/**
 * The journal sheet's param and its guest (undefined while it loads); `unavailable` when the guest
 * left while the sheet showed it, which then stays open on it. `onBrowserClose`: the sheet's answer
 * to the browser's Back, true to stay open and ask first.
 */
export function useJournalParam(
  guests: readonly GuestDto[] | undefined,
  onBrowserClose: () => boolean,
): DialogParam & { guest: GuestDto | undefined; unavailable: boolean } {
  const param = useDialogParam('journal', { onBrowserClose });
  const id = guestIdParam(param.value);
  const journalGuest = useGuestById(id, guests, param.opened);
  const { guest, kept } = useShownGuest(param.key, id, journalGuest.guest);
  useCloseUnavailable(
    param.opened && ((journalGuest.missing && !kept) || id === null),
    param.close,
  );
  return { ...param, guest, unavailable: kept && journalGuest.missing };
}
