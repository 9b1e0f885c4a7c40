// Team invitations (docs/product.md#invitations, docs/decisions/018-teams.md): a link whose token
// only the owner sees once; the row keeps the token's sha256, its limits, and who used it. Team
// membership itself is users.organization_id / team_role (auth.ts).
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations, users } from './auth.js';
import { createdAtColumn, tz } from './columns.js';

export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Hex sha256 of the link's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('team_invites_token_hash_unique'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    maxUses: integer('max_uses').notNull(),
    useCount: integer('use_count').notNull().default(0),
    revokedAt: timestamp('revoked_at', tz),
  },
  (t) => [
    index('team_invites_organization_id_created_at_idx').on(t.organizationId, t.createdAt),
    index('team_invites_created_by_idx').on(t.createdBy),
    check('team_invites_max_uses_check', sql`${t.maxUses} between 1 and 100`),
    check('team_invites_use_count_check', sql`${t.useCount} between 0 and ${t.maxUses}`),
  ],
);

/** Who joined through an invite; the username is copied so the list outlives the account. */
export const teamInviteUses = pgTable(
  'team_invite_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviteId: integer('invite_id')
      .notNull()
      .references(() => teamInvites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    usedAt: timestamp('used_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('team_invite_uses_invite_id_idx').on(t.inviteId),
    index('team_invite_uses_user_id_idx').on(t.userId),
  ],
);

export type TeamInvite = typeof teamInvites.$inferSelect;
export type NewTeamInvite = typeof teamInvites.$inferInsert;
export type TeamInviteUse = typeof teamInviteUses.$inferSelect;
