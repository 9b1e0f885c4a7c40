// What the server put into the page's HTML for its first render (src/server/plugins/spa.ts,
// docs/decisions/027-board-without-waterfall.md): the signed-in user, so the route guards need not
// ask for it, and preloads of the data the page shows first, which the first read of that data
// takes over instead of asking again. Each is used once: after that the page asks the API as usual.
import type { PublicUser } from '#shared/schemas/auth.js';

interface Boot {
  user: PublicUser | null;
}

let boot: Boot | null | undefined;

function readBoot(): Boot | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('boot');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Boot;
  } catch {
    return null;
  }
}

/** The user the page was served to (null: signed out), or undefined when the page said nothing. */
export function takeBootUser(): PublicUser | null | undefined {
  if (boot === undefined) boot = readBoot();
  if (!boot) return undefined;
  const { user } = boot;
  boot = null;
  return user;
}

const preloadsTaken = new Set<string>();

/**
 * True once for a path the page's HTML preloads (`<link rel="preload" as="fetch">`): that first
 * read must ask exactly as the preload did (credentials included, no extra headers) for the
 * browser to hand over the preloaded answer instead of fetching again.
 */
export function takePreload(path: string): boolean {
  if (preloadsTaken.has(path) || typeof document === 'undefined') return false;
  preloadsTaken.add(path);
  return [...document.head.querySelectorAll('link[rel="preload"][as="fetch"]')].some(
    (link) => link.getAttribute('href') === path,
  );
}
