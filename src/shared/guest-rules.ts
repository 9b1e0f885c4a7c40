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

/** What the board's search looks in. */
export type Searchable = { name: string; details?: string | null };

/** What a search looks for: the query trimmed and lower-cased ('' finds every guest). */
export function searchNeedle(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * Whether the guest's name or details contain `needle` (a query through searchNeedle). Lower-cased
 * afresh each time: V8 lower-cases and searches 20,000 guests in about 1.5 ms, and the short-lived
 * copies cost its garbage collector next to nothing, where keeping them cost more than it saved
 * (docs/performance.md).
 */
export function matchesNeedle(guest: Searchable, needle: string): boolean {
  return (
    !needle ||
    guest.name.toLowerCase().includes(needle) ||
    (guest.details ?? '').toLowerCase().includes(needle)
  );
}

/**
 * Board search (docs/product.md#board-screen): name or details contain the query, case-insensitive.
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
