// The private calendar subscription (docs/decisions/010-calendar-feed-and-dark-mode.md): one per
// user, found by the sha256 of its URL token. The token itself is never stored, so a database leak
// gives no working feed URL.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const tz = { withTimezone: true, mode: 'date' } as const;

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Hex sha256 of the URL token; unique, so the feed route finds it by index. */
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  /** The browser's IANA time zone when the feed was turned on: the day of an all-day due date. */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

export type CalendarFeed = typeof calendarFeeds.$inferSelect;
