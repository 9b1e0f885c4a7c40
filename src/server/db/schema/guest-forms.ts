// The public "Be a guest" form (docs/product.md#guest-form): one per host, or one per team for its
// members, reached at /apply/<slug>; and the counters behind its abuse limits when no Redis is
// configured (docs/decisions/026-guest-form.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations, userRefColumn, users } from './auth.js';
import { createdAtColumn, tz, updatedAtColumn } from './columns.js';

export const guestForms = pgTable(
  'guest_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A host's own form (null for a team's). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A team's form (null for a host's own). */
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** Lower case; the public address is /apply/<slug>. */
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    intro: text('intro').notNull().default(''),
    askPhone: boolean('ask_phone').notNull().default(false),
    askLinkedin: boolean('ask_linkedin').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    updatedBy: userRefColumn('updated_by'),
  },
  (t) => [
    uniqueIndex('guest_forms_slug_idx').on(t.slug),
    uniqueIndex('guest_forms_user_id_idx').on(t.userId),
    uniqueIndex('guest_forms_organization_id_idx').on(t.organizationId),
    index('guest_forms_updated_by_idx').on(t.updatedBy),
    check(
      'guest_forms_one_owner_check',
      sql`(${t.userId} is null) <> (${t.organizationId} is null)`,
    ),
  ],
);

/** One row per counted submission, for the per-IP and per-form limits without Redis. */
export const guestFormHits = pgTable(
  'guest_form_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', tz).notNull(),
  },
  (t) => [index('guest_form_hits_key_created_at_idx').on(t.key, t.createdAt)],
);

export type GuestForm = typeof guestForms.$inferSelect;
