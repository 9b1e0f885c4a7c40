// Accounts and everything around signing in: organizations, users (and their archive after a
// purge), the session store, SMS codes and the rate-limit / replay bookkeeping tables.
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TEAM_ROLES, type TeamRole } from '#shared/enums.js';
import { createdAtColumn, tz, updatedAtColumn } from './columns.js';
import { inList, nullOrInList } from './enum-check.js';

export const PHONE_VERIFICATION_PURPOSES = ['register', 'verify'] as const;

export type PhoneVerificationPurpose = (typeof PHONE_VERIFICATION_PURPOSES)[number];

/** A team (docs/product.md#teams); the table keeps its first name. */
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique('users_username_unique'),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** argon2 hash, never the password itself. */
    password: text('password').notNull(),
    podcast: text('podcast').notNull(),
    podcastUrl: text('podcast_url').notNull(),
    /** The one team the user belongs to (docs/product.md#teams), or null. */
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    /** 'owner' or 'member' while in a team, else null. */
    teamRole: text('team_role').$type<TeamRole>(),
    teamJoinedAt: timestamp('team_joined_at', tz),
    createdAt: createdAtColumn(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', tz),
    deletionReason: text('deletion_reason'),
  },
  (t) => [
    index('users_organization_id_idx').on(t.organizationId),
    // Usernames are unique regardless of case (`Alice` and `alice` are one account).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // One owner per team (docs/product.md#team-roles).
    uniqueIndex('users_one_owner_per_team_idx')
      .on(t.organizationId)
      .where(sql`${t.teamRole} = 'owner'`),
    check('users_team_role_check', nullOrInList(t.teamRole, TEAM_ROLES)),
  ],
);

/** The owner of a row, which goes with its user. */
export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A user a row names without belonging to them (who changed it last, who it is assigned to): the
 * row stays when that user is deleted, and the name goes (set null).
 */
export const userRefColumn = (name: string) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Users moved here by the purge (docs/product.md#account-deletion); deliberately no foreign keys.
 */
export const usersArchive = pgTable('users_archive', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  originalId: integer('original_id').notNull(),
  username: text('username').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  podcast: text('podcast'),
  podcastUrl: text('podcast_url'),
  createdAt: timestamp('created_at', tz),
  deletedAt: timestamp('deleted_at', tz).notNull().defaultNow(),
  deletionReason: text('deletion_reason'),
});

export type SessionData = { userId: number; createdAt: string };

export const session = pgTable(
  'session',
  {
    sid: varchar('sid', { length: 32 }).primaryKey(),
    sess: jsonb('sess').$type<SessionData>().notNull(),
    expire: timestamp('expire', tz).notNull(),
    userId: userIdColumn(),
  },
  (t) => [index('session_expire_idx').on(t.expire), index('session_user_id_idx').on(t.userId)],
);

export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null while the account does not exist yet (registration). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    /** Hash of the 6-digit code. */
    verificationCode: text('verification_code').notNull(),
    purpose: text('purpose').$type<PhoneVerificationPurpose>().notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    codeExpiry: timestamp('code_expiry', tz).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('phone_verifications_phone_number_created_at_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_user_id_idx').on(t.userId),
    check('phone_verifications_purpose_check', inList(t.purpose, PHONE_VERIFICATION_PURPOSES)),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    phoneNumber: text('phone_number').notNull(),
    /** Hash of the 6-digit code. */
    resetCode: text('reset_code').notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    codeExpiry: timestamp('code_expiry', tz).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('password_resets_user_id_idx').on(t.userId),
    index('password_resets_phone_number_created_at_idx').on(t.phoneNumber, t.createdAt),
  ],
);

/** One row per SMS sent, for the per-number and per-IP limits (docs/product.md#codes). */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    ip: text('ip').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sms_sends_phone_number_created_at_idx').on(t.phoneNumber, t.createdAt),
    index('sms_sends_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);

/** CAPTCHA solutions already used, kept until they would have expired anyway. */
export const captchaReplays = pgTable(
  'captcha_replays',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', tz).notNull(),
  },
  (t) => [index('captcha_replays_expires_at_idx').on(t.expiresAt)],
);

/** Failed logins for the per-username throttle (docs/product.md#sessions). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    username: text('username').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('login_failures_username_created_at_idx').on(t.username, t.createdAt)],
);

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserArchive = typeof usersArchive.$inferSelect;
export type NewUserArchive = typeof usersArchive.$inferInsert;
export type Session = typeof session.$inferSelect;
export type NewSession = typeof session.$inferInsert;
export type PhoneVerification = typeof phoneVerifications.$inferSelect;
export type NewPhoneVerification = typeof phoneVerifications.$inferInsert;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type NewPasswordReset = typeof passwordResets.$inferInsert;
export type SmsSend = typeof smsSends.$inferSelect;
export type NewSmsSend = typeof smsSends.$inferInsert;
export type CaptchaReplay = typeof captchaReplays.$inferSelect;
export type NewCaptchaReplay = typeof captchaReplays.$inferInsert;
export type LoginFailure = typeof loginFailures.$inferSelect;
export type NewLoginFailure = typeof loginFailures.$inferInsert;
