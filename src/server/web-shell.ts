// The web app's HTML, as the server sends it for a page (docs/decisions/027-board-without-waterfall.md).
// Built once at start from dist/web/index.html and Vite's manifest:
// - the classic script that applies the colour scheme before the first paint is inlined, and its
//   hash goes into the CSP (plugins/security.ts): a separate file was a blocking round trip on
//   every load, because it cannot be fingerprinted and so was revalidated each time;
// - per visitor, the HTML names the signed-in user (or none) in a JSON block the web app reads
//   for its first render, and preloads the page's route code and the data it shows first, so none
//   of them waits for the entry script to run.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicUser } from '#shared/schemas/auth.js';
import { entryKey, PAGES, readManifest, staticClosure } from './web-pages.js';

/** The id of the JSON block the web app reads its first state from (src/web/lib/boot.ts). */
const BOOT_ELEMENT_ID = 'boot';
const SIGN_IN_PAGE = '/auth';
const SIGNED_IN_HOME = '/';
const NO_PRELOADS = { first: '', last: '', link: null };
const CLASSIC_SCRIPT = /<script src="(\/[\w.-]+\.js)"><\/script>/g;

export interface WebShell {
  /**
   * The page's HTML for a path and its visitor, and the `Link` header that starts its first data
   * before the browser has parsed a byte of it (null: none).
   */
  render(pathname: string, user: PublicUser | null): { html: string; link: string | null };
  /** CSP sources (`'sha256-...'`) of the scripts inlined into the HTML. */
  scriptSources: string[];
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end or bend it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The shell of a built web app in `root`, or null when the app is not built there. */
export function loadWebShell(root: string): WebShell | null {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return null;

  const scriptSources: string[] = [];
  const template = readFileSync(indexFile, 'utf8').replace(CLASSIC_SCRIPT, (tag, src: string) => {
    const file = path.join(root, src);
    if (!existsSync(file)) return tag;
    const code = readFileSync(file, 'utf8');
    if (code.includes('</script')) return tag;
    scriptSources.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    return `<script>${code}</script>`;
  });

  // Preloads go first in <head>, so the parser meets them at once; styles and boot data go last.
  const charset = template.indexOf('<meta charset');
  const headStart = charset < 0 ? -1 : template.indexOf('>', charset) + 1;
  const headEnd = template.indexOf('</head>');
  if (headStart <= 0 || headEnd < headStart) {
    throw new Error('the built index.html has no <meta charset> in its <head>');
  }

  // Per page: the data it shows first and the route's chunks the entry does not already bring,
  // preloaded first thing; and the route's styles, which go after the entry's so the cascade is
  // the one the app has when it loads them itself.
  const manifest = readManifest(root);
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const preloads = new Map<string, { first: string; last: string; link: string | null }>();
  for (const [page, { module, data }] of Object.entries(PAGES)) {
    const { js, css } = staticClosure(manifest, [module]);
    const first = [
      ...(data
        ? [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${data}">`]
        : []),
      ...[...js]
        .filter((file) => !entry.js.has(file))
        .map((file) => `<link rel="modulepreload" href="/${file}">`),
    ];
    const last = [...css]
      .filter((file) => !entry.css.has(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`);
    preloads.set(page, {
      first: first.join(''),
      last: last.join(''),
      link: data ? `<${data}>; rel=preload; as=fetch; crossorigin=use-credentials` : null,
    });
  }

  return {
    scriptSources,
    render(pathname, user) {
      const known = pathname in PAGES;
      // A visitor lands where the route guards will send them: the signed-in on the board, the
      // signed-out on the sign-in page. A page the app does not know gets no preloads.
      const page =
        user && pathname === SIGN_IN_PAGE
          ? SIGNED_IN_HOME
          : !user && known && pathname !== SIGN_IN_PAGE
            ? SIGN_IN_PAGE
            : pathname;
      const { first, last, link } = (known ? preloads.get(page) : undefined) ?? NO_PRELOADS;
      const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson({ user })}</script>`;
      const html = [
        template.slice(0, headStart),
        first,
        template.slice(headStart, headEnd),
        last,
        boot,
        template.slice(headEnd),
      ].join('');
      return { html, link };
    },
  };
}
