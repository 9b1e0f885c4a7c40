// US phone rules (docs/product.md#validation). Two screens normalise differently, so both are here,
// side by side.

export const INVALID_PHONE_AUTH = 'Please enter a valid 10-digit US phone number.';
export const INVALID_PHONE_SETTINGS = 'Please enter a valid 10-digit US phone number';

/**
 * Auth page: keep digits and '+', accept +1XXXXXXXXXX, 1XXXXXXXXXX or XXXXXXXXXX.
 * Returns +1XXXXXXXXXX, or null when the input is not a US number.
 */
export function normalizeAuthPhone(input: string): string | null {
  const kept = input.replace(/[^\d+]/g, '');
  const match = /^(?:\+1|1)?(\d{10})$/.exec(kept);
  return match ? `+1${match[1]}` : null;
}

/**
 * Verification and settings screens: digits only, a leading 1 dropped, exactly 10 digits left.
 * Returns +1XXXXXXXXXX, or null.
 */
export function normalizeSettingsPhone(input: string): string | null {
  // The documented order: drop a leading 1, then require ten digits. No US area code starts with 1,
  // so a ten-digit input beginning with 1 is a short number, not a number without its country code.
  const digits = input.replace(/\D/g, '').replace(/^1/, '');
  return digits.length === 10 ? `+1${digits}` : null;
}

/** Digits of a phone number with a leading US country code dropped; used to compare numbers. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

// Podcast URL rule (docs/product.md#validation): http(s) on Spotify, Apple, Amazon, iHeart or
// YouTube.

export const PODCAST_URL_MESSAGE = 'URL must be from Spotify, Apple, Amazon, iHeart, or YouTube';

const ALLOWED_HOSTS = [
  'spotify.com',
  'apple.com',
  'amazon.com',
  'iheart.com',
  'iheartradio.com',
  'youtube.com',
  'youtu.be',
];

export function isAllowedPodcastUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return ALLOWED_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
