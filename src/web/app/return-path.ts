// Where /auth sends a visitor once they are signed in (docs/product.md#join-screen): the signed-in
// page the route guard turned them away from, e.g. an invite link `/join/<token>`, carried in the
// navigation state so it survives signing in and registering. Only a same-origin relative path is
// accepted: a value like `//evil.example` or `https://…` would make the app an open redirect.

const BASE = 'https://return-path.invalid';

/** The path to go back to, or null when `value` is not a safe same-origin path. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  // "//host" and "/\host" are protocol-relative in browsers; control characters are never ours.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can make one: "/.//evil.example" becomes "//evil.example".
  if (path.startsWith('//')) return null;
  // Back to /auth would only bounce to the board.
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return path;
}

/** The navigation state the guard hands to /auth. */
export interface ReturnState {
  returnTo: string;
}

/** The return path in a location's state, if it carries a safe one. */
export function returnPathFromState(state: unknown): string | null {
  if (state === null || typeof state !== 'object' || !('returnTo' in state)) return null;
  return safeReturnPath(state.returnTo);
}
