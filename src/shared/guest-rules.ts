// Pure guest rules shared by the server and the board: status values and their aliases
// (docs/product.md#guest-statuses), column metadata (docs/product.md#board-screen), the follow-up
// label and date text, search, and the keys that decide whether two guests are duplicates
// (docs/product.md#duplicates).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { FOLLOW_UP_TYPES, GUEST_STATUSES, type FollowUpType, type GuestStatus } from './enums.js';
import { phoneDigits } from './phone-and-url.js';

dayjs.extend(utc);

// ---- status --------------------------------------------------------------------------------

/** Input spellings accepted besides the stored values (docs/product.md#guest-statuses). */
export const GUEST_STATUS_ALIASES: Readonly<Record<string, GuestStatus>> = {
  'hot candidate': 'hot',
  'intro call': 'intro',
};

export const INVALID_STATUS_MESSAGE = `Status must be one of: ${GUEST_STATUSES.join(', ')}`;

/**
 * The stored status for an input spelling, or null when it is not a status. Case and surrounding
 * or repeated spaces are ignored, so "Hot Candidate" and "hot  candidate" both give "hot".
 */
export function normalizeStatus(input: string): GuestStatus | null {
  // Stored statuses are already canonical: the board sorts thousands of them on every change.
  if ((GUEST_STATUSES as readonly string[]).includes(input)) return input as GuestStatus;
  const spelled = input.trim().toLowerCase().replace(/\s+/g, ' ');
  if ((GUEST_STATUSES as readonly string[]).includes(spelled)) return spelled as GuestStatus;
  return GUEST_STATUS_ALIASES[spelled] ?? null;
}

export interface StatusMeta {
  status: GuestStatus;
  /** Column title on the board and the word used in journal descriptions. */
  title: string;
  /** Icon name from the docs/product.md#board-screen table. */
  icon: string;
  /** Sticky-note background of a card in this column. */
  color: string;
}

export const STATUS_META: Readonly<Record<GuestStatus, StatusMeta>> = {
  prospect: { status: 'prospect', title: 'Prospect', icon: 'user-plus', color: '#fff9c4' },
  hot: { status: 'hot', title: 'Hot Candidate', icon: 'fire', color: '#ffe0b2' },
  intro: { status: 'intro', title: 'Intro Call', icon: 'phone', color: '#bbdefb' },
  limbo: { status: 'limbo', title: 'Limbo', icon: 'hourglass', color: '#e1bee7' },
  scheduled: {
    status: 'scheduled',
    title: 'Episode Scheduled',
    icon: 'calendar',
    color: '#c8e6c9',
  },
  complete: { status: 'complete', title: 'Complete', icon: 'check-circle', color: '#b2dfdb' },
};

/**
 * Column metadata for a status; anything unknown is shown as a prospect
 * (docs/product.md#board-screen).
 */
export function statusMeta(status: string | null | undefined): StatusMeta {
  const known = status ? normalizeStatus(status) : null;
  return STATUS_META[known ?? 'prospect'];
}

export const statusTitle = (status: string | null | undefined): string => statusMeta(status).title;
export const statusColor = (status: string | null | undefined): string => statusMeta(status).color;

// ---- follow-up -----------------------------------------------------------------------------

/**
 * The card's follow-up label (docs/product.md#board-screen): first letter capitalised, the FIRST
 * underscore replaced by a space ("follow_up_call" -> "Follow up_call"). Empty for no type.
 */
export function followUpLabel(type: string | null | undefined): string {
  if (!type) return '';
  const spaced = type.replace('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A follow-up type as the forms and the journal say it: "Call", "Text", "Email", "LinkedIn", "Other". */
export const FOLLOW_UP_TYPE_TITLES: Readonly<Record<FollowUpType, string>> = Object.fromEntries(
  FOLLOW_UP_TYPES.map((type) => [type, type === 'linkedin' ? 'LinkedIn' : followUpLabel(type)]),
) as Record<FollowUpType, string>;

/**
 * The earliest follow-up date the picker and the API accept (docs/product.md#validation, #limits).
 */
export const EARLIEST_FOLLOW_UP_DATE = new Date('1900-01-01T00:00:00.000Z');

/** The follow-up date's display text, "MMM d, yyyy" in UTC (e.g. "Jan 5, 2025"). */
export function followUpDateText(date: Date): string {
  return dayjs.utc(date).format('MMM D, YYYY');
}

// ---- search --------------------------------------------------------------------------------
// One rule for every search a host types (the board, the archive, the guest pickers): the text
// and the query are both folded, and the query's fold is looked for in the text's
// (docs/decisions/042-search-folds-accents-and-spaces.md).

/** What the board's search looks in. */
export type Searchable = { name: string; details?: string | null };

/** The Unicode blocks of combining diacritical marks: accents, not the vowel signs of a script. */
// eslint-disable-next-line no-misleading-character-class -- combining marks, each matched alone
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Characters drawn as nothing (soft hyphens, zero-width spaces: a paste can carry them). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Letters that Unicode does not decompose, by the plain letters a host types for them. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ς: 'σ',
};
const UNDECOMPOSED = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'g');
const WHITE_SPACE = /\s/g;

/**
 * Each character's fold, kept: a text holds few different ones, and folding one anew (NFKD and
 * four replacements) costs many times a look-up here. Bounded, so that a text of many rare
 * characters cannot grow it without end.
 */
const FOLDED = new Map<string, string>();
const FOLDED_KEPT = 10_000;

/** The fold of one character outside ASCII (a surrogate pair is one). */
function foldCharacter(character: string): string {
  let folded = FOLDED.get(character);
  if (folded === undefined) {
    folded = character
      .normalize('NFKD')
      .toLowerCase()
      .replace(DIACRITICS, '')
      .replace(INVISIBLE, '')
      .replace(UNDECOMPOSED, (letter) => PLAIN_LETTERS[letter] as string)
      .replace(WHITE_SPACE, ' ');
    if (FOLDED.size < FOLDED_KEPT) FOLDED.set(character, folded);
  }
  return folded;
}

/**
 * What folding does more to than lower-case it: a character outside ASCII, an ASCII white space
 * other than a space, and two spaces in a row (a plain `includes`: V8 scans quickly for single
 * character classes and strings, where it tries an alternation at every character).
 */
const NOT_PLAIN = /[\t-\r\u0080-\uffff]/;
const HAS_NOT_ASCII = /[^\0-\x7f]/;
/** A character outside ASCII; a surrogate pair is one. */
const NOT_ASCII = /[\ud800-\udbff][\udc00-\udfff]|[^\0-\x7f]/g;
const NOT_A_SPACE = /[^\S ]/g;
const SPACES = / {2,}/g;

/**
 * Text as a search compares it: lower-case; compatibility forms decomposed (NFKD: "ﬁ" is "fi", a
 * full-width "Ｊ" a "j") and their accents dropped ("é" is "e", and so is "e" followed by a
 * combining accent); the letters Unicode does not decompose written plain ("ß" is "ss", "ø" is
 * "o", "ł" is "l", a final "ς" is "σ"); characters drawn as nothing dropped; every run of white
 * space one space (docs/decisions/042-search-folds-accents-and-spaces.md).
 *
 * Each character is folded on its own (one outside ASCII once, then looked up), so folding a
 * string folds each piece between two ASCII characters that are neither letters nor white space
 * (the search index's separator between a guest's name and details) on its own
 * (buildSearchIndex). ASCII text with single spaces is only lower-cased; otherwise each
 * character outside ASCII costs about half a microsecond (docs/performance.md).
 */
export function foldSearchText(text: string): string {
  const lower = text.toLowerCase();
  if (!NOT_PLAIN.test(text) && !text.includes('  ')) return lower;
  const letters = HAS_NOT_ASCII.test(lower) ? lower.replace(NOT_ASCII, foldCharacter) : lower;
  return letters.replace(NOT_A_SPACE, ' ').replace(SPACES, ' ');
}

/** What a search looks for: the query folded and trimmed ('' finds everything). */
export function searchNeedle(query: string): string {
  return foldSearchText(query).trim();
}

/** Whether `text` contains `needle` (a query through searchNeedle); '' is in every text. */
export function containsNeedle(text: string | null | undefined, needle: string): boolean {
  return !needle || foldSearchText(text ?? '').includes(needle);
}

/**
 * Whether the guest's name or details contain `needle` (a query through searchNeedle), folded
 * afresh: keeping each guest's folded text cost more than it saved (docs/performance.md). The
 * board searches its list through an index instead (buildSearchIndex).
 */
export function matchesNeedle(guest: Searchable, needle: string): boolean {
  return !needle || containsNeedle(guest.name, needle) || containsNeedle(guest.details, needle);
}

/**
 * Board search (docs/product.md#board-screen): name or details contain the query, ignoring case,
 * accents and how many spaces.
 */
export function matchesSearch(guest: Searchable, query: string): boolean {
  return matchesNeedle(guest, searchNeedle(query));
}

// ---- duplicate keys (docs/product.md#duplicates) ------------------------------------------------
// Each returns '' when the value carries no key (absent, blank, a phone without digits): an empty
// key never matches anything.

export const emailKey = (email: string | null | undefined): string =>
  (email ?? '').trim().toLowerCase();

/** Digits only, a leading US country code 1 dropped. */
export const phoneKey = (phone: string | null | undefined): string => phoneDigits(phone ?? '');

/** Lower-case, no scheme, no leading "www.", no trailing slash. */
export const linkedinKey = (url: string | null | undefined): string =>
  (url ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

/**
 * Case-insensitive, trimmed, inner runs of spaces collapsed to one, and without the characters
 * Unicode draws as nothing (zero-width spaces, soft hyphens: a paste can carry them), so that a
 * name that reads the same is the same name. A control character counts as a space, as the guest
 * schema makes it in a name (schemas/fields.ts, oneLine), so a name stored before that rule
 * still matches.
 */
export const nameKey = (name: string | null | undefined): string =>
  (name ?? '')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .toLowerCase();

export const DUPLICATE_FIELDS = ['email', 'phoneNumber', 'linkedinUrl', 'name'] as const;
export type DuplicateField = (typeof DUPLICATE_FIELDS)[number];

const KEY_OF: Record<DuplicateField, (value: string | null | undefined) => string> = {
  email: emailKey,
  phoneNumber: phoneKey,
  linkedinUrl: linkedinKey,
  name: nameKey,
};

export type DuplicateCandidate = { [F in DuplicateField]?: string | null };

export interface DuplicateMatch<G> {
  field: DuplicateField;
  guest: G;
}

/**
 * The first existing guest sharing a key with the candidate, checking email, phone, LinkedIn, then
 * name, or null. `fields` limits the check (an edit checks only the fields it changes).
 */
export function findDuplicate<G extends { id: number } & { [F in DuplicateField]: string | null }>(
  candidate: DuplicateCandidate,
  existing: readonly G[],
  options: { excludeId?: number; fields?: readonly DuplicateField[] } = {},
): DuplicateMatch<G> | null {
  const fields = options.fields ?? DUPLICATE_FIELDS;
  for (const field of DUPLICATE_FIELDS) {
    if (!fields.includes(field)) continue;
    const key = KEY_OF[field](candidate[field]);
    if (!key) continue;
    const guest = existing.find(
      (other) => other.id !== options.excludeId && KEY_OF[field](other[field]) === key,
    );
    if (guest) return { field, guest };
  }
  return null;
}

/** The 409 message for a duplicate, naming the guest already on the board. */
export function duplicateMessage(field: DuplicateField, existingName: string): string {
  switch (field) {
    case 'name':
      return `A guest named ${existingName} already exists`;
    case 'email':
      return `A guest with this email already exists: ${existingName}`;
    case 'phoneNumber':
      return `A guest with this phone number already exists: ${existingName}`;
    case 'linkedinUrl':
      return `A guest with this LinkedIn URL already exists: ${existingName}`;
  }
}
