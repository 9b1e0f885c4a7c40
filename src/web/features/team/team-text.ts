// Pure helpers of the Team tab and the join page (docs/product.md#team-tab, #join-screen): how an
// invite link, its state and the team's dates read. Kept apart from React so they are unit-tested.
import type { Invite } from '#shared/schemas/team.js';

/** The link to hand out: this site's join page for the token. */
export function inviteLink(origin: string, token: string): string {
  return `${origin}/join/${token}`;
}

export const INVITE_STATE_LABELS: Record<Invite['state'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  used_up: 'Used up',
};

/** Filled badge colours dark enough for white text in both schemes (axe's contrast check). */
export const INVITE_STATE_COLORS: Record<Invite['state'], string> = {
  active: 'teal.9',
  expired: 'gray.7',
  revoked: 'red.8',
  used_up: 'gray.7',
};

/** "3 of 10 uses". */
export function inviteUses(invite: Pick<Invite, 'useCount' | 'maxUses'>): string {
  return `${invite.useCount} of ${invite.maxUses} ${invite.maxUses === 1 ? 'use' : 'uses'}`;
}

/** "Expires Jul 10, 2026, 3:00 PM" (or "Expired …") in the browser's language and time zone. */
export function inviteExpiry(invite: Pick<Invite, 'expiresAt' | 'state'>, now: Date): string {
  const when = formatDateTime(invite.expiresAt);
  return new Date(invite.expiresAt).getTime() <= now.getTime()
    ? `Expired ${when}`
    : `Expires ${when}`;
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** "1 member", "3 members". */
export function memberCount(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}
