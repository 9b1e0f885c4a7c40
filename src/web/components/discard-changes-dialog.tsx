// "Discard unsaved changes?": what a dialog holding a host's typing asks before it closes with
// edits in it (docs/product.md#screens, docs/decisions/040-ask-before-discarding-edits.md). Closing
// a dialog that shows what it was opened with is not asked about. "Keep editing", Escape and the
// overlay go back to the form, the focus where it was; "Discard" closes the dialog.
import { Text } from '@mantine/core';
import { useRef, useState, type RefObject } from 'react';
import { tabbables } from '#web/lib/focus.js';
import { ConfirmDialog } from './confirm-dialog';

export interface DiscardChanges {
  /** For the dialog's Cancel, close button, Escape and overlay: asks first when there are edits. */
  requestClose: () => void;
  /**
   * For a close that has already begun elsewhere (the browser's Back): true when there are edits,
   * and the question is then asked; false when the dialog may close.
   */
  holdClose: () => boolean;
  /** For the DiscardChangesDialog drawn beside the form. */
  dialog: DiscardChangesDialogProps;
}

/**
 * `edited`: whether the form differs from what it was opened with (or last saved). `form`: where
 * the focus goes back to when the host keeps editing and it was on nothing inside it.
 */
export function useDiscardChanges(
  edited: boolean,
  close: () => void,
  form: RefObject<HTMLElement | null>,
): DiscardChanges {
  const [asking, setAsking] = useState(false);
  // The control the host was in when asked (the field Escape was pressed in, Cancel), else the
  // form's first field: a click on the overlay leaves the focus on nothing.
  const returnTo = useRef<HTMLElement | null>(null);
  // Asked once: an Escape pressed in the question reaches the dialog under it as well (Mantine
  // listens on the window for the top dialog of a Modal.Stack), which must not ask again.
  const ask = () => {
    if (asking) return;
    const active = document.activeElement;
    const root = form.current;
    const inDialog =
      active instanceof HTMLElement && root?.closest('[role="dialog"]')?.contains(active);
    returnTo.current = inDialog
      ? active
      : ((root && tabbables(root).find((element) => element.matches('input, textarea'))) ?? null);
    setAsking(true);
  };
  return {
    requestClose: () => {
      if (edited) ask();
      else close();
    },
    holdClose: () => {
      if (edited) ask();
      return edited;
    },
    dialog: {
      opened: asking,
      returnFocusTo: returnTo,
      onKeepEditing: () => setAsking(false),
      onDiscard: () => {
        // The focus goes with the dialog, back to what opened it.
        returnTo.current = null;
        setAsking(false);
        close();
      },
    },
  };
}

export interface DiscardChangesDialogProps {
  opened: boolean;
  returnFocusTo: RefObject<HTMLElement | null>;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * Drawn beside the dialog's Modal, not in a Modal.Stack with it: a stack hides the dialogs under
 * its top one, and the form the question is about stays in sight, dimmed, under it. Its z-index
 * puts it above that dialog (Mantine's modals are at 200, a stack's from 201).
 */
export function DiscardChangesDialog({
  message = 'Your changes have not been saved. Discarding them cannot be undone.',
  ...props
}: DiscardChangesDialogProps & { message?: string }) {
  return (
    <ConfirmDialog
      opened={props.opened}
      zIndex={QUESTION_Z_INDEX}
      returnFocusTo={props.returnFocusTo}
      title="Discard unsaved changes?"
      confirmLabel="Discard"
      closeLabel="Keep editing"
      danger
      focusClose
      onConfirm={props.onDiscard}
      onClose={props.onKeepEditing}
    >
      <Text>{message}</Text>
    </ConfirmDialog>
  );
}

const QUESTION_Z_INDEX = 210;
