// The frame every confirmation dialog shares: a bold title, what is about to happen, an optional
// refusal from the server, then Cancel and the confirm button on the right. While the call runs the
// dialog cannot be dismissed and nothing can be clicked twice (docs/product.md#team-tab,
// docs/product.md#archive-screen, docs/product.md#board-dialogs).
import { Alert, Button, Group, Loader, Modal, Stack, type MantineColor } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The dismissing button's text; "Cancel" unless that would read as the confirm button. */
  closeLabel?: string;
  busy?: boolean;
  /** The confirm button's text while the call runs; without it the button shows a spinner. */
  busyLabel?: string;
  /** Why the call was refused, shown above the buttons. */
  error?: string | null;
  /** Red, and the confirm button is not focused first. */
  danger?: boolean;
  /** The confirm button's colour when it is not the danger red. */
  confirmColor?: MantineColor;
  icon?: ReactNode;
  /** Focus the confirm button when the dialog opens; by default only when it is not a danger. */
  focusConfirm?: boolean;
  /** Focus the dismissing button when the dialog opens: the safe answer of a danger question. */
  focusClose?: boolean;
  /**
   * Nothing left to confirm (what the dialog is about is gone): the confirm button is disabled, and
   * the focus it had goes to the dismissing button.
   */
  confirmDisabled?: boolean;
  /** Let Cancel, Escape and the close button work while the call runs. */
  dismissibleWhileBusy?: boolean;
  /** Above another dialog (a question about it, a warning from it). */
  zIndex?: number;
  /** Where the focus goes on closing, when not to what had it at the opening. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  closeLabel = 'Cancel',
  busy = false,
  busyLabel,
  error = null,
  danger = false,
  confirmColor,
  icon,
  focusConfirm = !danger,
  focusClose = false,
  confirmDisabled = false,
  dismissibleWhileBusy = false,
  zIndex,
  returnFocusTo,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const locked = busy && !dismissibleWhileBusy;
  const close = () => {
    if (!locked) onClose();
  };
  const busyText = busyLabel !== undefined;
  const dialogKeys = useDialogKeys(opened, close, !locked, returnFocusTo);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened || !confirmDisabled) return;
    // A disabled button loses the focus to the page's body.
    const active = document.activeElement;
    if (active === confirmButton.current || active === document.body) closeButton.current?.focus();
  }, [opened, confirmDisabled]);
  return (
    <Modal
      {...dialogKeys}
      zIndex={zIndex}
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!locked}
      withCloseButton={!locked}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red" role="alert" title="This cannot be done yet">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            ref={closeButton}
            variant="default"
            onClick={close}
            disabled={locked}
            data-autofocus={focusClose && !focusConfirm ? true : undefined}
          >
            {closeLabel}
          </Button>
          <Button
            ref={confirmButton}
            color={confirmColor ?? (danger ? 'red.8' : undefined)}
            leftSection={
              busyText && busy ? <Loader size={14} color="currentColor" aria-hidden /> : icon
            }
            loading={busyText ? undefined : busy}
            disabled={confirmDisabled || (busyText ? busy : undefined)}
            aria-busy={busyText ? busy : undefined}
            onClick={onConfirm}
            data-autofocus={focusConfirm ? true : undefined}
          >
            {busyText && busy ? busyLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
