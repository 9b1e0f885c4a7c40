// US phone rules (docs/product.md#validation). Two screens normalise differently, so both are here,
// side by side.

export const INVALID_PHONE_AUTH = 'Please enter a valid 10-digit US phone number.';
export const INVALID_PHONE_SETTINGS = 'Please enter a valid 10-digit US phone number';

/**
 * Whether +1 and ten digits name a number the North American Numbering Plan can give: the area
 * code and the exchange (the next three digits) each start with 2 to 9. Checked on a number being
 * entered, never on one an account already holds (docs/product.md#phone-rules).
 */
export function isNanpNumber(e164: string): boolean {
  return /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164);
}

/**
 * Auth page, the format alone: keep digits and '+', accept +1XXXXXXXXXX, 1XXXXXXXXXX or
 * XXXXXXXXXX. Returns +1XXXXXXXXXX, or null. What finds an account by its number (forgot, reset):
 * one stored before the numbering-plan rule still does.
 */
export function authPhoneFormat(input: string): string | null {
  const kept = input.replace(/[^\d+]/g, '');
  const match = /^(?:\+1|1)?(\d{10})$/.exec(kept);
  return match ? `+1${match[1]}` : null;
}

/**
 * Auth page, a number being registered: the format, and a number the numbering plan can give.
 * Returns +1XXXXXXXXXX, or null when the input is not a US number.
 */
export function normalizeAuthPhone(input: string): string | null {
  const number = authPhoneFormat(input);
  return number !== null && isNanpNumber(number) ? number : null;
}

/**
 * Verification and settings screens (a number being entered): digits only, a leading 1 dropped,
 * exactly 10 digits left, a number the numbering plan can give. Returns +1XXXXXXXXXX, or null.
 */
export function normalizeSettingsPhone(input: string): string | null {
  // The documented order: drop a leading 1, then require ten digits. No US area code starts with 1,
  // so a ten-digit input beginning with 1 is a short number, not a number without its country code.
  const digits = input.replace(/\D/g, '').replace(/^1/, '');
  return digits.length === 10 && isNanpNumber(`+1${digits}`) ? `+1${digits}` : null;
}

/** Digits of a phone number with a leading US country code dropped; used to compare numbers. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

// Podcast URL rule (docs/product.md#validation): a link to the show on a podcast directory, host
// or app (http or https, the domain or any subdomain), or any https feed URL whose path ends in a
// feed path. A show that is not yet in the directories still has its host's page or its feed.

export const PODCAST_URL_MESSAGE = 'URL must be from a podcast directory, host or RSS feed';

/** Where podcasts live, by the name a host knows them by; the form names them. */
const PODCAST_SITES = [
  { name: 'Spotify', domains: ['spotify.com'] },
  { name: 'Apple', domains: ['apple.com'] },
  { name: 'Amazon', domains: ['amazon.com'] },
  { name: 'iHeart', domains: ['iheart.com', 'iheartradio.com'] },
  { name: 'YouTube', domains: ['youtube.com', 'youtu.be'] },
  { name: 'Buzzsprout', domains: ['buzzsprout.com'] },
  { name: 'Podbean', domains: ['podbean.com'] },
  { name: 'Libsyn', domains: ['libsyn.com'] },
  { name: 'Transistor', domains: ['transistor.fm'] },
  { name: 'Captivate', domains: ['captivate.fm'] },
  { name: 'Simplecast', domains: ['simplecast.com'] },
  { name: 'Acast', domains: ['acast.com'] },
  { name: 'Megaphone', domains: ['megaphone.fm'] },
  { name: 'RSS.com', domains: ['rss.com'] },
  { name: 'Spreaker', domains: ['spreaker.com'] },
  { name: 'Audioboom', domains: ['audioboom.com'] },
  { name: 'Pocket Casts', domains: ['pocketcasts.com', 'pca.st'] },
  { name: 'Overcast', domains: ['overcast.fm'] },
  { name: 'Castbox', domains: ['castbox.fm'] },
  { name: 'Podcast Index', domains: ['podcastindex.org'] },
] as const;

const PODCAST_DOMAINS: readonly string[] = PODCAST_SITES.flatMap((site) => site.domains);

/** A feed path: ends in .rss or .xml, or its last segment is "feed" (a trailing slash allowed). */
const FEED_PATH = /(?:\.rss|\.xml|\/feed)\/?$/i;

export function isAllowedPodcastUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  if (PODCAST_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    return true;
  }
  return url.protocol === 'https:' && host.includes('.') && FEED_PATH.test(url.pathname);
}
