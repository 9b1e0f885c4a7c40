// Reads texted codes from the server's SMS outbox file (one JSON line {to, body, sentAt} each).
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { SMS_OUTBOX_FILE } from './e2e-env';

interface OutboxMessage {
  to: string;
  body: string;
  sentAt: string;
}

async function messagesTo(phoneNumber: string): Promise<OutboxMessage[]> {
  let text: string;
  try {
    text = await readFile(SMS_OUTBOX_FILE, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((message) => message.to === phoneNumber);
}

/** How many texts the number has received so far; pass it to `waitForCode` to skip old ones. */
export async function countMessagesTo(phoneNumber: string): Promise<number> {
  return (await messagesTo(phoneNumber)).length;
}

/** Waits for text number `after + 1` to the phone and returns the 6-digit code in it. */
export async function waitForCode(phoneNumber: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(phoneNumber);
        code =
          messages.length > after
            ? /\b(\d{6})\b/.exec(messages.at(-1)?.body ?? '')?.[1]
            : undefined;
        return code;
      },
      { message: `an SMS code for ${phoneNumber} in ${SMS_OUTBOX_FILE}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * A number in the 555 area code, unique enough for one run, with an exchange from 200 (the
 * numbering plan's: docs/product.md#phone-rules).
 */
export function randomPhoneNumber(): string {
  return `+1555${2_000_000 + Math.floor(Math.random() * 8_000_000)}`;
}
