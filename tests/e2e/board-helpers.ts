// Finding and moving things on the guest board, shared by the board, dialog and journal specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ConsoleGuard } from './fixtures';

/** The board, loaded, for the signed-in page. */
export async function openBoard(page: Page): Promise<void> {
  await page.goto('/');
  // The first page of a worker loads the whole app cold: on a loaded machine it can pass 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast Guest Tracker' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status', { name: 'Loading guests' })).toHaveCount(0);
}

/** A column by its title (a region labelled by its heading). */
export function column(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** A guest's sticky note, anywhere on the board or within `scope`. */
export function card(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('article', { name, exact: true });
}

/** Narrows the board to guests matching `text` (so other tests' guests stay out of the way). */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search guests' }).fill(text);
}

/**
 * Drags a card by its handle into the column titled `to`, with real mouse events: press, move past
 * the library's 5 px threshold (which lifts the card and reveals hidden columns), then travel to
 * the column and release.
 */
export async function dragCardWithMouse(page: Page, name: string, to: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag ${name}`, exact: true });
  const box = await handle.boundingBox();
  if (!box) throw new Error(`no drag handle for ${name}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 4 });
  const target = await column(page, to).boundingBox();
  if (!target) throw new Error(`no column ${to}`);
  await page.mouse.move(target.x + target.width / 2, target.y + Math.min(target.height / 2, 160), {
    steps: 20,
  });
  await page.mouse.up();
}

/**
 * Resolves once every finite transition and animation has finished (a spinner never does), and
 * none has started for three frames in a row: Mantine starts a dialog's transition two frames
 * after it mounts the dialog, so a check in between saw nothing running and let axe measure a
 * dialog still at its first, see-through frame.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { idleFrames?: number }).idleFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const idle = document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        );
      const frames = window as { idleFrames?: number };
      frames.idleFrames = idle ? (frames.idleFrames ?? 0) + 1 : 0;
      return frames.idleFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Waits for a dialog or drawer to finish coming in: fully opaque, at its resting place, and no
 * transition left running, so a screenshot shows it as the host sees it.
 */
export async function expectSettled(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        const resting =
          style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)';
        let opaque = true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') opaque = false;
        }
        return resting && opaque;
      }),
    )
    .toBe(true);
  await animationsFinished(target.page());
}

/** Serious and critical axe findings (WCAG 2 A and AA) on the page as it is now. */
export async function seriousViolations(page: Page) {
  // A dialog fading in is half transparent: its text would be measured against the page behind
  // it. Axe looks once every finite transition and animation has finished.
  await animationsFinished(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** axe's landmark rules (best practice, outside the WCAG tags above), every impact. */
export async function landmarkViolations(page: Page) {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page })
    .withRules([
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
      'landmark-no-duplicate-main',
      'landmark-unique',
      'landmark-banner-is-top-level',
      'landmark-main-is-top-level',
      'landmark-complementary-is-top-level',
      'landmark-contentinfo-is-top-level',
    ])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** A toast by its title: one definition, in auth-helpers.ts, for every screen's tests. */
export { toast } from './auth-helpers';

/**
 * The page without its live stream (docs/product.md#live-updates), as if the connection were down:
 * for a test of what the app says when the server has moved on and the page has not heard.
 */
export async function withoutLiveUpdates(page: Page, consoleGuard: ConsoleGuard): Promise<void> {
  consoleGuard.allow(/net::ERR_FAILED.*\/api\/live|\/api\/live.*net::ERR_FAILED/);
  await page.route('**/api/live**', (route) => route.abort('failed'));
}

/**
 * Desktop widths around the header's changes: its bar from 1,200 px, labels from 1,408 px, one row
 * from 1,920 px.
 */
export const HEADER_WIDTHS = [1200, 1300, 1408, 1440, 1600, 1919, 1920, 2400] as const;

/**
 * At each of `HEADER_WIDTHS` the header fits what it holds (docs/product.md#board-screen): the
 * whole title, the badges beside it and on its buttons, no control under another, and a search box
 * wide enough to type in. Restores the viewport.
 */
export async function expectHeaderFits(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  try {
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await page.locator('header').evaluate((header) => {
        const shown = [...header.querySelectorAll<HTMLElement>('h1, button, a, input, select')]
          .filter((element) => element.checkVisibility() && element.getClientRects().length > 0)
          .filter((element) => !element.closest('[role="dialog"]'));
        const badge = [
          ...header.querySelectorAll<HTMLElement>(
            '[aria-label$=" new application"], [aria-label$=" new applications"]',
          ),
        ].find((element) => element.checkVisibility());
        const boxes = [...shown, ...(badge ? [badge] : [])].map((element) => {
          const box = element.getBoundingClientRect();
          const name =
            element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
          return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        });
        const overlaps: string[] = [];
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            const apart =
              a.right <= b.left + 0.5 ||
              b.right <= a.left + 0.5 ||
              a.bottom <= b.top + 0.5 ||
              b.bottom <= a.top + 0.5;
            // A control inside another (the search's clear button) is not an overlap.
            const nested =
              (a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom) ||
              (b.left >= a.left && b.right <= a.right && b.top >= a.top && b.bottom <= a.bottom);
            if (!apart && !nested) overlaps.push(`${a.name} / ${b.name}`);
          }),
        );
        const title = header.querySelector('h1')!;
        const searchBox = header.querySelector('input[type="search"]')!.getBoundingClientRect();
        return {
          overlaps,
          titleCut: title.scrollWidth > title.clientWidth,
          searchWidth: Math.round(searchBox.width),
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(layout, `header at ${width} px`).toEqual({
        overlaps: [],
        titleCut: false,
        searchWidth: expect.any(Number),
        pageWidth: width,
      });
      expect(layout.searchWidth, `search box at ${width} px`).toBeGreaterThanOrEqual(240);
    }
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
