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
 * One API call. A success's JSON is typed as `T` without being parsed again here: the server checks
 * every answer against the route's response schema (src/shared/schemas) before sending it, and
 * re-checking in the browser would put zod in every page's first load and spend milliseconds per
 * 2,000-guest list (docs/decisions/012-trusted-api-answers.md).
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
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    Accept: 'application/json',
  };
  const init: RequestInit =
    method === 'GET' && takePreload(path)
      ? { credentials: 'include', signal: options.signal }
      : { method, credentials: 'same-origin', headers, signal: options.signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error', null);
  }

  if (response.status === 401 && options.nullOn401) return null;

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
