// A copy-to-clipboard icon button for one contact field, with docs/product.md#board-dialogs toasts
// and a copied state that lasts 2 seconds (docs/product.md#limits).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showToast } from '#web/lib/notify.js';

const COPIED_MS = 2000;

export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const empty = value.trim() === '';

  useEffect(() => {
    if (!copied) return;
    const handle = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(handle);
  }, [copied]);

  const handleCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser');
      await navigator.clipboard.writeText(value.trim());
      setCopied(true);
      showToast('Copied to clipboard', `${label} copied.`, 'success');
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'Please try again';
      showToast('Copy failed', reason, 'error');
    }
  };

  const name = `Copy ${label}`;
  return (
    <Tooltip label={copied ? 'Copied!' : empty ? `No ${label} to copy` : name} withArrow>
      <ActionIcon
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        aria-label={name}
        disabled={empty}
        onClick={() => void handleCopy()}
      >
        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
