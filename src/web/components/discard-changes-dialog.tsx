// "Discard unsaved changes?": what a dialog or sheet holding a host's typing asks before it closes
// with edits in it (docs/product.md#screens, docs/decisions/040-ask-before-discarding-edits.md,
// docs/decisions/044-one-question-for-every-form.md). Closing one that shows what it was opened
// with is not asked about. "Keep editing", Escape and the overlay go back to the form, the focus
// where it was; "Discard" closes the dialog.
//
// One mechanism for every such dialog: `useDiscardChanges` takes the place of `useDialogKeys` on
// the dialog's Modal or Drawer (its close request is the one Escape, the close button, the overlay
// and Cancel call), answers the browser's Back through the dialog's `ref`, and hears the forms in
// it: the dialog's own edits are passed in, a form drawn inside it (a sheet's tab, a form another
// feature hands in) reports its own with `useReportEdits`, under the dialog's `ReportEdits`.
import { Text } from '@mantine/core';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { tabbables } from '#web/lib/focus.js';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';
import { ConfirmDialog } from './confirm-dialog';

/** What the page asks of an open dialog that holds typing. */
export interface DiscardHandle {
  /**
   * The browser's Back took the dialog's address away: true when the dialog holds edits, and it
   * then asks whether to discard them (the page stays on the dialog meanwhile).
   */
  holdClose: () => boolean;
}

type EditsReporter = (form: object, edited: boolean) => void;

/** Provided by a guarded dialog around its content: the forms in it say whether they hold edits. */
export const ReportEdits = createContext<EditsReporter | null>(null);

/** For a form drawn inside a guarded dialog or sheet: `edited` while it holds unsaved typing. */
export function useReportEdits(edited: boolean): void {
  const report = use(ReportEdits);
  const [form] = useState(() => ({}));
  useEffect(() => {
    report?.(form, edited);
  }, [report, form, edited]);
  // Gone (its panel folded, its dialog closed): nothing of it is left to lose.
  useEffect(() => () => report?.(form, false), [report, form]);
}

export interface DiscardChangesOptions {
  opened: boolean;
  /** The dialog's own form differs from what it was opened with (or last saved). */
  edited?: boolean;
  close: () => void;
  /** For a dialog in the address: its answer to the browser's Back. */
  handle?: Ref<DiscardHandle>;
}

export interface DiscardChanges {
  /** For the dialog's Cancel: asks first when there are edits. */
  requestClose: () => void;
  /** Spread onto the dialog's Modal or Drawer: its keys (use-dialog-keys) and its close request. */
  dialogProps: {
    ref: (element: HTMLElement | null) => (() => void) | undefined;
    closeOnEscape: false;
    returnFocus: false;
    opened: boolean;
    onClose: () => void;
  };
  /** For `<ReportEdits value={...}>` around the dialog's content. */
  reportEdits: EditsReporter;
  /** For the DiscardChangesDialog drawn beside the dialog. */
  question: DiscardChangesDialogProps;
}

export function useDiscardChanges({
  opened,
  edited = false,
  close,
  handle,
}: DiscardChangesOptions): DiscardChanges {
  const [asking, setAsking] = useState(false);
  const [editedForms, setEditedForms] = useState<ReadonlySet<object>>(() => new Set());
  const reportEdits = useCallback<EditsReporter>((form, formEdited) => {
    setEditedForms((current) => {
      if (current.has(form) === formEdited) return current;
      const next = new Set(current);
      if (formEdited) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const hasEdits = edited || editedForms.size > 0;

  // The control the host was in when asked (the field Escape was pressed in, Cancel), else the
  // dialog's first text field: a click on the overlay leaves the focus on nothing.
  const returnTo = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const ask = () => {
    const active = document.activeElement;
    const dialog = root.current;
    returnTo.current =
      active instanceof HTMLElement && dialog?.contains(active)
        ? active
        : ((dialog && tabbables(dialog).find((element) => element.matches(TEXT_FIELD))) ?? null);
    setAsking(true);
  };
  const requestClose = () => {
    if (hasEdits) ask();
    else close();
  };
  useImperativeHandle(handle, () => ({
    holdClose: () => {
      if (hasEdits) ask();
      return hasEdits;
    },
  }));

  const { ref: keysRef, closeOnEscape, returnFocus } = useDialogKeys(opened, requestClose);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      root.current = element;
      const release = keysRef(element);
      return () => {
        root.current = null;
        release?.();
      };
    },
    [keysRef],
  );

  return {
    requestClose,
    dialogProps: { ref, closeOnEscape, returnFocus, opened, onClose: requestClose },
    reportEdits,
    question: {
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

/** Where the host types: not a switch or a checkbox. */
const TEXT_FIELD = 'input:not([type="checkbox"]):not([type="radio"]), textarea';

export interface DiscardChangesDialogProps {
  opened: boolean;
  returnFocusTo: RefObject<HTMLElement | null>;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * Drawn beside the dialog's Modal or Drawer: the form the question is about stays in sight, dimmed,
 * under it. Its z-index puts it above that dialog (Mantine's modals are at 200).
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

/** Above a dialog: the discard question, the duplicate warning (Mantine's modals are at 200). */
export const QUESTION_Z_INDEX = 210;
