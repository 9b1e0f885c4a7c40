// The date field of the app's dialogs and sheets (the guest's Follow-up Date, a task's or an action
// item's due date, an event's day): a day shown "Jan 5, 2025", weekends not red (Mantine's red
// fails WCAG AA contrast), and an Escape pressed while its calendar is open that closes the
// calendar only, never the dialog around it with what was typed in it (docs/product.md#screens).
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef } from 'react';
import { CALENDAR_LABELS } from './calendar-labels';

/**
 * The mark a Mantine select's input carries while its list is open, which the dialogs read
 * (src/web/lib/use-dialog-keys.ts): an Escape pressed in it closes the list, not the dialog.
 */
const ESCAPE_CLOSES_DROPDOWN = 'data-mantine-stop-propagation';

export function DayInput({ popoverProps, onKeyDown, ...props }: DateInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // Set on the element itself, not rendered: Mantine reports the calendar open or closed from an
  // effect, and a render of the mark would follow a moment later, leaving an Escape pressed in
  // that moment to the dialog. A read-only or disabled field is reported open but shows no
  // calendar: its Escape is the dialog's.
  const markOpen = (open: boolean) => {
    if (open && !props.readOnly && !props.disabled) {
      input.current?.setAttribute(ESCAPE_CLOSES_DROPDOWN, 'true');
    } else input.current?.removeAttribute(ESCAPE_CLOSES_DROPDOWN);
  };
  return (
    <DateInput
      ref={input}
      valueFormat="MMM D, YYYY"
      ariaLabels={CALENDAR_LABELS}
      hideOutsideDates
      weekendDays={[]}
      {...props}
      popoverProps={{
        withinPortal: true,
        ...popoverProps,
        onOpen: () => {
          markOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          markOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      // Mantine closes the calendar on this Escape; the dialog has heard it by now (it listens on
      // its own element, under React's), so the next Escape is the dialog's at once.
      onKeyDown={(event) => {
        if (event.key === 'Escape') markOpen(false);
        onKeyDown?.(event);
      }}
    />
  );
}
