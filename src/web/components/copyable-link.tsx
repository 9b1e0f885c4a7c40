// A link shown once to be copied (the calendar feed's URL, a team invite): read-only, selected on
// focus, with a copy button that says "copied" for two seconds and confirms with a toast.
import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { showToast } from '#web/lib/notify.js';

export interface CopyableLinkProps {
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  /** The toast's text once copied. */
  copiedMessage: string;
}

export function CopyableLink({
  label,
  value,
  copyLabel,
  copiedLabel,
  copiedMessage,
}: CopyableLinkProps) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? copiedLabel : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                aria-label={copyLabel}
                onClick={() => {
                  copy();
                  showToast('Copied to clipboard', copiedMessage, 'success');
                }}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
