// The board's guest list as the API sends it (docs/product.md#board-versions,
// docs/decisions/030-reply-path.md): its version, which answers a revalidation without reading a
// guest, and its JSON, written by the database in the statement that reads the version, so the
// two always describe the same list. The JSON is byte for byte what toGuestDto and the guest
// schema give for listGuests' rows; under the response check (the tests) every answer is compared
// with that, inside one snapshot.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { guestSchema } from '#shared/schemas/guests.js';
import type { Db } from '../db/client.js';
import { compileWriter, SerializerMismatchError } from '../serializer.js';
import { listGuests, toGuestDto } from './guests.js';
import type { Viewer } from './guests.js';

/** The board a viewer sees: their own guests, and their team's when they are in one. */
function scopesOf(viewer: Viewer): { user: string; team: string | null } {
  return {
    user: `user:${viewer.id}`,
    team: viewer.organizationId === null ? null : `team:${viewer.organizationId}`,
  };
}

const versionOf = (scope: string | null): SQL =>
  scope === null
    ? sql`0`
    : sql`coalesce((select version from board_versions where scope = ${scope}), 0)`;

/**
 * The list's ETag: the versions of the viewer's own board and of their team's (with the team's
 * id, so joining another team is another list). Weak, as the bytes depend on the encoding.
 */
function etagOf(viewer: Viewer, userVersion: unknown, teamVersion: unknown): string {
  return `W/"b${userVersion}.${viewer.organizationId ?? 0}.${teamVersion}"`;
}

interface VersionRow {
  user_version: string | number;
  team_version: string | number;
}

interface ListRow extends VersionRow {
  json: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The board's current ETag: one indexed read of at most two rows, no guest read. */
export async function boardEtag(db: Db, viewer: Viewer): Promise<string> {
  const { user, team } = scopesOf(viewer);
  const [row] = rowsOf<VersionRow>(
    await db.execute(
      sql`select ${versionOf(user)} as user_version, ${versionOf(team)} as team_version`,
    ),
  );
  return etagOf(viewer, row?.user_version, row?.team_version);
}

/** A timestamp as Date#toISOString writes it (milliseconds, truncated as the driver does). */
const iso = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One statement: the versions and every guest of the board as a JSON array, newest first, each
 * object with the guest schema's keys in its order (row_to_json writes a row compactly, as
 * JSON.stringify does, and escapes strings the same way).
 */
function listStatement(viewer: Viewer): SQL {
  const { user, team } = scopesOf(viewer);
  const visible =
    viewer.organizationId === null
      ? sql`g.user_id = ${viewer.id}`
      : sql`(g.user_id = ${viewer.id} or g.organization_id = ${viewer.organizationId})`;
  return sql`
    select ${versionOf(user)} as user_version, ${versionOf(team)} as team_version,
      coalesce('[' || string_agg(row_to_json(dto)::text, ',' order by g.date_added desc, g.id desc)
        || ']', '[]') as json
    from guests g
    left join users creator on creator.id = g.created_by
    left join users modifier on modifier.id = g.last_modified_by
    cross join lateral (select
      g.id, g.user_id as "userId", g.organization_id as "organizationId", g.name, g.details,
      g.status, g.important_date as "importantDate",
      ${iso(sql`g.important_date_formatted`)} as "importantDateFormatted",
      g.follow_up_type as "followUpType", g.university, g.title, g.organization,
      g.phone_number as "phoneNumber", g.email, g.linkedin_url as "linkedinUrl",
      g.is_locked as "isLocked", ${iso(sql`g.date_added`)} as "dateAdded",
      g.created_by as "createdBy", g.last_modified_by as "lastModifiedBy",
      ${iso(sql`g.last_modified_at`)} as "lastModifiedAt",
      creator.username as "createdByName", modifier.username as "lastModifiedByName",
      ${iso(sql`coalesce(g.last_modified_at, g.date_added)`)} as "updatedAt",
      g.version, g.is_new_application as "isNewApplication") dto
    where not g.is_archived and ${visible}`;
}

export interface BoardList {
  etag: string;
  json: string;
}

const writeGuests = compileWriter(z.array(guestSchema));

/**
 * The board's list and its ETag. With `check`, the list is also read the ordinary way (drizzle,
 * toGuestDto, the compiled guest schema) in the same snapshot, and any byte of difference throws.
 */
export async function readBoardList(
  db: Db,
  viewer: Viewer,
  options: { check: boolean },
): Promise<BoardList> {
  if (!options.check) return toBoardList(viewer, await readList(db, viewer));
  return await db.transaction(
    async (tx) => {
      const list = toBoardList(viewer, await readList(tx, viewer));
      const expected = writeGuests?.((await listGuests(tx, viewer)).map(toGuestDto));
      if (list.json !== expected) {
        throw new SerializerMismatchError('GET', '/api/guests', list.json, expected ?? '');
      }
      return list;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readList(db: Db, viewer: Viewer): Promise<ListRow> {
  const [row] = rowsOf<ListRow>(await db.execute(listStatement(viewer)));
  if (!row) throw new Error('the board list statement returned no row');
  return row;
}

const toBoardList = (viewer: Viewer, row: ListRow): BoardList => ({
  etag: etagOf(viewer, row.user_version, row.team_version),
  json: row.json,
});
