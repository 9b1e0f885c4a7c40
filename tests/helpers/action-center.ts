// Helpers shared by the Action Center API tests (tasks, action items, calendar events).
import { expect } from 'vitest';
import { organizations } from '#server/db/schema/index.js';
import { apiCall } from './app.js';
import type { Json, TestApp } from './app.js';

export interface JournalEntryBody {
  id: number;
  guestId: number | null;
  userId: number | null;
  username: string;
  action: string;
  description: string;
  oldValue: string | null;
  newValue: string | null;
  taskId: number | null;
  actionItemId: number | null;
  createdAt: string;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const caller =
  (t: TestApp) => (cookie: string | undefined, method: Method, url: string, payload?: Json) =>
    apiCall(t, cookie, method, url, payload);

/** POSTs a record that must be created (201) and answers it as the API did. */
export async function created<D = Json & { id: number }>(
  t: TestApp,
  cookie: string,
  path: string,
  payload: Json,
): Promise<D> {
  const response = await apiCall(t, cookie, 'POST', path, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as D;
}

/** The field errors of a 400, as {path: message}; the top message is the first field's. */
export function fieldErrors(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  const body = response.json() as { message: string; errors: { path: string; message: string }[] };
  expect(body.message).toBe(body.errors[0]?.message);
  return Object.fromEntries(body.errors.map((error) => [error.path, error.message]));
}

/** A guest's journal through the API, newest first. */
export async function guestJournal(
  t: TestApp,
  cookie: string,
  guestId: number,
): Promise<JournalEntryBody[]> {
  const response = await apiCall(t, cookie, 'GET', `/api/guests/${guestId}/journal`);
  expect(response.statusCode).toBe(200);
  return response.json() as JournalEntryBody[];
}

/** A new organization: no route creates one (members come from createUser's organizationId). */
export async function organization(t: TestApp, name = 'Podcast Network'): Promise<number> {
  const [row] = await t.database.db.insert(organizations).values({ name }).returning();
  return row!.id;
}

/** Archives a guest through the API (DELETE /api/guests/:id, asserted 200). */
export async function archiveGuest(t: TestApp, cookie: string, guestId: number): Promise<void> {
  const response = await apiCall(t, cookie, 'DELETE', `/api/guests/${guestId}`);
  expect(response.statusCode).toBe(200);
}

/**
 * Restores an archived guest as docs/product.md#archiving describes (same id), the way the Guest
 * Archive page does: finds its archive entry in the list, then POST
 * /api/guests/archived/:id/restore.
 */
export async function restoreGuest(t: TestApp, cookie: string, guestId: number): Promise<void> {
  const list = await apiCall(t, cookie, 'GET', '/api/guests/archived');
  expect(list.statusCode).toBe(200);
  const entry = (list.json() as { id: number; originalId: number }[]).find(
    (candidate) => candidate.originalId === guestId,
  );
  if (!entry) throw new Error(`guest ${guestId} is not in the archive`);
  const response = await apiCall(t, cookie, 'POST', `/api/guests/archived/${entry.id}/restore`);
  expect(response.statusCode).toBe(200);
}
