// Screens saved at desktop and phone width to test-results/screenshots/ for a human to look at,
// each taken only once the page shows what the picture is meant to show.
import { expect, type Locator, type Page } from '@playwright/test';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Full-page screenshots `<name>-desktop.png` and `<name>-phone.png`, with `shows` visible in each;
 * `desktopWidth` widens the desktop one (1,440 px for the team screens); `fullPage: false` keeps to
 * the screen (a sheet over a longer page).
 */
export async function screenshotsAtEachWidth(
  page: Page,
  name: string,
  shows: Locator,
  { desktopWidth, fullPage = true }: { desktopWidth?: number; fullPage?: boolean } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS.map((each) =>
    each.name === 'desktop' && desktopWidth ? { ...each, width: desktopWidth } : each,
  )) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expect(shows).toBeVisible();
    // In view at this width too (a resize keeps the scroll position of the wider page).
    await shows.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/screenshots/${name}-${viewport.name}.png`,
      fullPage,
    });
  }
  if (original) await page.setViewportSize(original);
}
