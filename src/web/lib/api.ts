// The one way the web client talks to the API (docs/product.md#api): same-origin session cookie,
// JSON bodies, no caching, and every non-OK answer raised as an ApiError carrying the parsed error
// body.
import { takePreload } from './boot';

/** A field error as the API reports it (docs/product.md#error-format). */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** The JSON body of an API error: `{message, errors?}`. */
export interface ApiErrorBody {
  message?: string;
  errors?: ApiFieldError[];
  [key: string]: unknown;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The parsed JSON error body, or null when the body was empty or not JSON. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Thrown when an OK answer's body is not the JSON the caller expected. */
export class ApiResponseParseError extends Error {
  constructor(readonly status: number) {
    super(`${status}: response body is not valid JSON`);
    this.name = 'ApiResponseParseError';
  }
}

/**
 * Thrown instead of sending a read while a session is being ended: its answer would be a 401 for a
 * session already gone (docs/product.md#sessions).
 */
export class ReadHeldError extends Error {
  constructor() {
    super('Not read: signing out');
    this.name = 'ReadHeldError';
  }
}

let readsHeld = false;

/**
 * Holds reads from the moment logout is asked for until a signed-out page shows (or the logout
 * fails): the board's late reads and its live stream's would otherwise go out with the ending
 * session and come back 401.
 */
export function holdReads(held: boolean): void {
  readsHeld = held;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  /** Answer null instead of throwing on 401 (the current-user read, docs/product.md#api). */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ApiErrorBody)
      : null;
  } catch {
    return null;
  }
}

/**
 * One API call. A success's JSON is typed as `T` without being parsed again here: the server
 * writes every answer from the route's response schema (src/shared/schemas), checked against it in
 * the tests (docs/decisions/030-reply-path.md), and re-checking in the browser would put zod in
 * every page's first load and spend milliseconds per large list
 * (docs/decisions/012-trusted-api-answers.md).
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options?: RequestOptions & { nullOn401?: false },
): Promise<T>;
export async function apiRequest<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions & { nullOn401: true },
): Promise<T | null>;
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  const response = await send(method, path, body, options);
  if (response.status === 401 && options.nullOn401) return null;
  return await readJson<T>(response);
}

/** What a revalidation found: the client's copy is current, or the list as it is now. */
export type Revalidation<T> =
  { notModified: true } | { notModified: false; data: T; etag: string | null };

/**
 * A GET that names the copy the client holds by its ETag (If-None-Match): a 304 says the copy is
 * current, without a body (docs/product.md#board-versions); else the answer and its new ETag.
 */
export async function apiRevalidate<T>(
  path: string,
  etag: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<Revalidation<T>> {
  const response = await send('GET', path, undefined, { ...options, ifNoneMatch: etag });
  if (response.status === 304) return { notModified: true };
  const data = await readJson<T>(response);
  return { notModified: false, data, etag: response.headers.get('etag') };
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions & { ifNoneMatch?: string | null },
): Promise<Response> {
  if (readsHeld && method === 'GET') throw new ReadHeldError();
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    Accept: 'application/json',
  };
  if (options.ifNoneMatch) headers['If-None-Match'] = options.ifNoneMatch;
  const init: RequestInit =
    method === 'GET' && takePreload(path)
      ? { credentials: 'include', signal: options.signal }
      : { method, credentials: 'same-origin', headers, signal: options.signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error', null);
  }
}

/** An OK answer's JSON (undefined when empty); any other answer raised as an ApiError. */
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiResponseParseError(response.status);
  }
}

/**
 * The server's explanation of a failed call: its `message`, else its field errors joined with ", "
 * (docs/product.md#api), else null so the caller can choose a fallback.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const { message, errors } = error.body;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.map((entry) => entry.message).join(', ');
  }
  return null;
}

/**
 * Field errors of a schema check made in the browser (the server's own schema, before sending),
 * keyed as the server would key them: the first message of each path.
 */
export function issueErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in result)) result[path] = issue.message;
  }
  return result;
}

/** Field errors of a failed call, keyed by path, for a form's setErrors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.body?.errors)) return {};
  const result: Record<string, string> = {};
  for (const entry of error.body.errors) {
    if (typeof entry?.path === 'string' && entry.path && !(entry.path in result)) {
      result[entry.path] = entry.message;
    }
  }
  return result;
}
