// Builds CHECK constraint SQL from the shared enumeration arrays, so a value is spelled once
// (src/shared/enums.ts) and the database refuses anything the API would refuse.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

function quotedList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/** `column in ('a', 'b', ...)` — NULL passes, as with any CHECK. */
export function inList(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${quotedList(values)})`;
}

/** `column is null or column in ('a', 'b', ...)` — spelled out for nullable enum columns. */
export function nullOrInList(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${column} in (${quotedList(values)})`;
}
