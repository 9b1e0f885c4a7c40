// One version per board (docs/product.md#board-versions, docs/decisions/030-reply-path.md): a
// user's own guests (`user:<id>`) and a team's (`team:<id>`). Statement triggers on `guests`
// (drizzle/*_board_versions.sql) give every scope a write touches a new number from one sequence,
// in the same transaction as the write, so every instance reads the same version and a version
// never names two different lists. A scope no write has touched yet has no row (version 0).
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const boardVersions = pgTable('board_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
