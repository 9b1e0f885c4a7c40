// The public guest form (docs/product.md#guest-form, docs/decisions/026-guest-form.md): the host's
// settings (a team's members share the team's form), the open form behind a public link, and an
// application landing on the board: a new prospect, or "Applied again" on the guest it duplicates
// (archived guests included). An applicant is nobody's user: the entries they cause are written
// as "Guest form" with no user id.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { findDuplicate } from '#shared/guest-rules.js';
import type {
  Application,
  GuestFormAnswer,
  GuestFormDto,
  GuestFormSettings,
} from '#shared/schemas/guest-form.js';
import { GUEST_FORM_MESSAGES } from '#shared/schemas/guest-form.js';
import { inTransaction } from '../context.js';
import type { Db } from '../db/client.js';
import { guestForms, guests, organizations, users } from '../db/schema/index.js';
import type { Guest, GuestForm } from '../db/schema/index.js';
import { conflict, fieldTaken, notFound } from '../errors.js';
import { isUniqueViolation } from './auth.js';
import { GUEST_NOT_FOUND, visibleTo, lockDuplicateScope } from './guests.js';
import type { GuestDeps, Viewer } from './guests.js';
import { writeJournal } from './journal.js';
import { assertSavedAt, usernameOf } from './versions.js';

/** Who the journal names for what an applicant did. */
export const APPLICANT_AUTHOR = { id: null, username: 'Guest form' } as const;
export const APPLIED_DESCRIPTION = 'Applied through the guest form';
export const APPLIED_AGAIN_DESCRIPTION = 'Applied again';

// ---- the host's settings -----------------------------------------------------------------

/** The form the viewer manages: their team's while they are in one, else their own. */
const formOf = (viewer: Viewer) =>
  viewer.organizationId === null
    ? eq(guestForms.userId, viewer.id)
    : eq(guestForms.organizationId, viewer.organizationId);

export function toGuestFormDto(form: GuestForm): GuestFormDto {
  return {
    enabled: form.enabled,
    slug: form.slug,
    intro: form.intro,
    askPhone: form.askPhone,
    askLinkedin: form.askLinkedin,
    path: `/apply/${form.slug}`,
    team: form.organizationId !== null,
    updatedAt: form.updatedAt.toISOString(),
  };
}

export async function getGuestForm(db: Db, viewer: Viewer): Promise<GuestFormAnswer> {
  const [form] = await db.select().from(guestForms).where(formOf(viewer)).limit(1);
  return {
    form: form ? toGuestFormDto(form) : null,
    suggestedSlug: form ? form.slug : await freeSlug(db, viewer),
  };
}

/**
 * A show's name as the start of a link name: lower-case letters and digits in hyphenated words,
 * accents dropped ("Octopus Minds Ünïcode Pod" is "octopus-minds-unicode-pod"), at most 28
 * characters; "be-a-guest" when nothing is left.
 */
export function slugBase(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 28)
      .replace(/-+$/, '') || 'be-a-guest'
  );
}

/** A link name nobody uses: the show's (or team's) name made into a slug, and a random tail. */
async function freeSlug(db: Db, viewer: Viewer): Promise<string> {
  const [row] = await db
    .select({ podcast: users.podcast, team: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, viewer.id));
  const base = slugBase(row?.team ?? row?.podcast ?? '');
  for (;;) {
    const slug = `${base}-${randomBytes(3).toString('hex')}`;
    const [taken] = await db
      .select({ id: guestForms.id })
      .from(guestForms)
      .where(eq(guestForms.slug, slug));
    if (!taken) return slug;
  }
}

const isViewersForm = (
  viewer: Viewer,
  form: Pick<GuestForm, 'userId' | 'organizationId'>,
): boolean =>
  viewer.organizationId === null
    ? form.userId === viewer.id
    : form.organizationId === viewer.organizationId;

/** The constraint a database error names (drizzle wraps the driver's error in `cause`). */
function constraintOf(error: unknown): string | undefined {
  const { constraint, cause } = error as { constraint?: string; cause?: { constraint?: string } };
  return constraint ?? cause?.constraint;
}

const slugTaken = () => fieldTaken('slug', GUEST_FORM_MESSAGES.slugTaken);

// Advisory lock name spaces of a form's saves (beside the duplicate check's 7301 and 7302).
const LOCK_GUEST_FORM_OF_USER = 7303;
const LOCK_GUEST_FORM_OF_ORGANIZATION = 7304;

/**
 * Saves the viewer's form (creating it the first time). A new link name replaces the old one at
 * once: the old address answers 404 from then on. A name another form uses: 409 on `slug`. With
 * `updatedAt` (the saved copy the client edited, null for a form never saved), a save made since
 * by someone else or another tab answers 409 naming who and when, with the form as it is
 * (docs/product.md#versions); a copy of a saved form when the viewer has none (a team joined or
 * left since) answers 409 too.
 */
export async function saveGuestForm(
  deps: GuestDeps,
  viewer: Viewer,
  settings: GuestFormSettings,
): Promise<GuestFormDto> {
  try {
    return await inTransaction(deps, async (tx, now) => {
      const { updatedAt: edited, ...fields } = settings;
      // Before the first save there is no row to lock: two first saves at once would both insert
      // (the loser a 500 on the owner's unique index). The owner's key is locked instead.
      const [space, key] =
        viewer.organizationId === null
          ? [LOCK_GUEST_FORM_OF_USER, viewer.id]
          : [LOCK_GUEST_FORM_OF_ORGANIZATION, viewer.organizationId];
      await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`);
      const [current] = await tx.select().from(guestForms).where(formOf(viewer)).for('update');
      if (current) {
        await assertSavedAt(edited, current.updatedAt, async () => ({
          noun: 'guest form' as const,
          changedBy: await usernameOf(tx, current.updatedBy),
          changedAt: current.updatedAt,
          current: toGuestFormDto(current),
        }));
      } else if (edited) {
        // A copy of a saved form, and the viewer has none: the form edited was another (the team's,
        // and the viewer left it; or their own, and they have joined or made a team since, whose
        // form is not saved yet). Saving it as the form they have now would be a surprise.
        throw conflict(GUEST_FORM_MESSAGES.notYours);
      }
      const [holder] = await tx
        .select({ userId: guestForms.userId, organizationId: guestForms.organizationId })
        .from(guestForms)
        .where(eq(guestForms.slug, settings.slug));
      if (holder && !isViewersForm(viewer, holder)) throw slugTaken();
      const values = { ...fields, updatedAt: now, updatedBy: viewer.id };
      const [updated] = await tx.update(guestForms).set(values).where(formOf(viewer)).returning();
      if (updated) return toGuestFormDto(updated);
      const owner =
        viewer.organizationId === null
          ? { userId: viewer.id }
          : { organizationId: viewer.organizationId };
      const [created] = await tx
        .insert(guestForms)
        .values({ ...values, ...owner, createdAt: now })
        .returning();
      return toGuestFormDto(created as GuestForm);
    });
  } catch (error) {
    // Two saves of one name at once: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error) && constraintOf(error) === 'guest_forms_slug_idx') {
      throw slugTaken();
    }
    throw error;
  }
}

// ---- the public side ---------------------------------------------------------------------

/** An open form and the board its applications land on. */
export interface OpenForm {
  form: GuestForm;
  /** Whose guest a new application becomes: the host, or the team's owner for a team's form. */
  owner: Viewer;
  /** The owner's podcast, the page's heading. */
  showName: string;
}

/**
 * The form behind a public link, or null (the page answers 404): unknown, turned off, a host's own
 * form while the host is in a team (the team's form is the one in use), a deleted account, or a
 * team without an owner.
 */
export async function findOpenForm(db: Db, slug: string): Promise<OpenForm | null> {
  const [form] = await db
    .select()
    .from(guestForms)
    .where(and(eq(guestForms.slug, slug.toLowerCase()), eq(guestForms.enabled, true)))
    .limit(1);
  if (!form) return null;
  const ownerOf =
    form.organizationId === null
      ? and(eq(users.id, form.userId ?? -1), isNull(users.organizationId))
      : and(eq(users.organizationId, form.organizationId), eq(users.teamRole, 'owner'));
  const [owner] = await db
    .select({
      id: users.id,
      username: users.username,
      organizationId: users.organizationId,
      podcast: users.podcast,
    })
    .from(users)
    .where(and(ownerOf, eq(users.isDeleted, false)))
    .limit(1);
  if (!owner) return null;
  const { podcast, ...viewer } = owner;
  return { form, owner: viewer, showName: podcast };
}

/** The text the journal keeps of an application: every field the applicant filled in. */
export function applicationText(application: Application): string {
  const lines: [string, string | null | undefined][] = [
    ['Name', application.name],
    ['Email', application.email],
    ['Title', application.title],
    ['Organization', application.organization],
    ['Phone', application.phoneNumber],
    ['LinkedIn', application.linkedinUrl],
  ];
  const filled = lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  return `${filled.join('\n')}\n\n${application.pitch}`;
}

export type Landing = { kind: 'created' | 'applied_again'; guestId: number };

/**
 * Puts an application on the owner's board in one transaction, under the same lock as every
 * other new guest of theirs: a duplicate by the board's rules (archived guests included) gets an
 * "Applied again" entry and its "New" badge back; otherwise a new prospect with an "Applied
 * through the guest form" entry.
 */
export async function landApplication(
  deps: GuestDeps,
  open: OpenForm,
  application: Application,
): Promise<Landing> {
  return inTransaction(deps, async (tx, now) => {
    const owner = await lockDuplicateScope(tx, open.owner);
    const text = applicationText(application);
    const candidates = await tx
      .select({
        id: guests.id,
        name: guests.name,
        email: guests.email,
        phoneNumber: guests.phoneNumber,
        linkedinUrl: guests.linkedinUrl,
        isArchived: guests.isArchived,
      })
      .from(guests)
      .where(visibleTo(owner));
    // Active guests first: an applicant who matches both is on the board already.
    candidates.sort((a, b) => Number(a.isArchived) - Number(b.isArchived));
    const match = findDuplicate(application, candidates);
    if (match) {
      await tx
        .update(guests)
        .set({ isNewApplication: true, version: sql`${guests.version} + 1` })
        .where(eq(guests.id, match.guest.id));
      await writeJournal(tx, APPLICANT_AUTHOR, match.guest.id, now, [
        { action: 'application', description: APPLIED_AGAIN_DESCRIPTION, newValue: text },
      ]);
      return { kind: 'applied_again', guestId: match.guest.id };
    }
    const [created] = await tx
      .insert(guests)
      .values({
        userId: owner.id,
        organizationId: open.form.organizationId,
        name: application.name,
        details: application.pitch,
        status: 'prospect',
        title: application.title ?? null,
        organization: application.organization ?? null,
        email: application.email,
        phoneNumber: open.form.askPhone ? (application.phoneNumber ?? null) : null,
        linkedinUrl: open.form.askLinkedin ? (application.linkedinUrl ?? null) : null,
        dateAdded: now,
        createdBy: null,
        lastModifiedBy: null,
        lastModifiedAt: now,
        isNewApplication: true,
      })
      .returning({ id: guests.id });
    const guestId = (created as Pick<Guest, 'id'>).id;
    await writeJournal(tx, APPLICANT_AUTHOR, guestId, now, [
      { action: 'application', description: APPLIED_DESCRIPTION, newValue: text },
    ]);
    return { kind: 'created', guestId };
  });
}

/**
 * The viewer opened the guest: its "New" badge goes. View state, like the lock switch: no new
 * version and no journal entry. A guest without the badge is not written, so the board's version
 * stays and nobody is told of a change (two people opening it at once). 404 for a guest the
 * viewer cannot see.
 */
export async function markApplicationSeen(db: Db, viewer: Viewer, id: number): Promise<void> {
  const shown = and(eq(guests.id, id), eq(guests.isArchived, false), visibleTo(viewer));
  const seen = await db
    .update(guests)
    .set({ isNewApplication: false })
    .where(and(shown, eq(guests.isNewApplication, true)))
    .returning({ id: guests.id });
  if (seen.length > 0) return;
  const [found] = await db.select({ id: guests.id }).from(guests).where(shown).limit(1);
  if (!found) throw notFound(GUEST_NOT_FOUND);
}
