// Replies to our SMS messages (docs/product.md#sms-notifications): Twilio posts each inbound
// message to the webhook, signed with the account's auth token (X-Twilio-Signature). STOP and its
// synonyms withdraw consent, START and UNSTOP give it back, HELP answers what the number is.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '#server/context.js';
import type { Db } from '#server/db/client.js';
import { setConsentByPhone } from './preferences.js';

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed by the auth token, of the full URL followed
 * by every POST parameter's name and value, sorted by name.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => `${text}${key}${params[key]}`, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const START_WORDS = ['START', 'UNSTOP', 'YES'];

export const REPLIES = {
  stopped:
    'Guest Tracker: you will get no more notifications. Sign-in codes still arrive. Reply START to turn them back on.',
  started: 'Guest Tracker: notifications are on again. Reply STOP to turn them off, HELP for help.',
  help: 'Guest Tracker: reminders and a morning digest for your podcast guests. Change them in Account settings > Notifications. Reply STOP to opt out.',
} as const;

/**
 * Acts on one inbound message and returns the reply to send back, or null for none. Keywords are
 * matched on the whole message, trimmed and in any case, as carriers do.
 */
export async function handleInbound(
  deps: { db: Db; clock: Clock },
  from: string,
  body: string,
): Promise<string | null> {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  if (STOP_WORDS.includes(word)) {
    await setConsentByPhone(deps, from, false);
    return REPLIES.stopped;
  }
  if (START_WORDS.includes(word)) {
    const changed = await setConsentByPhone(deps, from, true);
    return changed > 0 ? REPLIES.started : null;
  }
  if (word === 'HELP' || word === 'INFO') return REPLIES.help;
  return null;
}

/** A TwiML answer: the reply as a message, or nothing. */
export function twiml(reply: string | null): string {
  const escaped = reply?.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ''}</Response>`;
}
