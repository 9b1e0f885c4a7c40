// Saves the Action Center sheet, the schedule dialog and the journal's Create Task tab on a desktop
// and a phone screen to test-results/screenshots/ for a human to look at.
import type { Locator } from '@playwright/test';
import {
  browserNoon,
  createActionItemWithApi,
  createEventWithApi,
  createTaskWithApi,
  openActionCenter,
  startBrowserClockAtNoon,
} from './action-center-helpers';
import { openBoard, search } from './board-helpers';
import { discardQuestion } from './dialog-helpers';
import { createGuestWithApi, expect, signInFreshAccount, test, uniqueName } from './session';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('screenshots of the Action Center, the schedule dialog and the Create Task tab', async ({
  page,
}) => {
  test.slow(); // a registration (proof of work and SMS), eleven records and two screen sizes
  // "1 today" counts the event at noon today: the browser's clock is kept away from midnight.
  await startBrowserClockAtNoon(page);
  await signInFreshAccount(page);
  const name = uniqueName('Ada Lovelace');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Mathematician; first programmer',
    status: 'hot',
    email: 'ada@example.com',
  });
  for (let index = 0; index < 7; index += 1) {
    await createTaskWithApi(page.request, {
      title: `Overdue follow-up ${index + 1}`,
      dueDate: await browserNoon(page, -9 + index),
      guestId: index % 2 === 0 ? guest.id : null,
    });
  }
  await createActionItemWithApi(page.request, {
    title: 'Send the guest release form',
    priority: 'high',
    isEvergreen: true,
    guestId: guest.id,
  });
  await createTaskWithApi(page.request, { title: 'Prepare questions', status: 'in_progress' });
  const start = await browserNoon(page, 0);
  await createEventWithApi(page.request, {
    title: `Podcast with ${name}`,
    startTime: start,
    endTime: new Date(Date.parse(start) + 3_600_000).toISOString(),
    eventType: 'recording',
    isVirtual: true,
    meetingLink: 'https://meet.example/ada',
    guestId: guest.id,
  });
  await createActionItemWithApi(page.request, {
    title: 'Book the studio',
    dueDate: await browserNoon(page, 1),
  });

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openBoard(page);
    let sheet: Locator;
    if (viewport.name === 'desktop') {
      await expect(page.getByRole('button', { name: /^Action Center/ })).toContainText('1 today');
      await page.screenshot({ path: `test-results/screenshots/board-header-${viewport.name}.png` });
      sheet = await openActionCenter(page);
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const entry = page
        .getByRole('navigation', { name: 'Board menu' })
        .getByRole('button', { name: /^Action Center/ });
      await expect(entry).toContainText('1 today');
      await page.screenshot({ path: `test-results/screenshots/board-menu-${viewport.name}.png` });
      await entry.click();
      sheet = page.getByRole('dialog', { name: 'Action Center' });
      await expect(sheet.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
    }
    await page.screenshot({ path: `test-results/screenshots/action-center-${viewport.name}.png` });
    await sheet.getByRole('button', { name: 'Add Action Item' }).click();
    await expect(sheet.getByRole('form', { name: 'Add Action Item' })).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/action-center-add-${viewport.name}.png`,
    });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await search(page, name);
    await page.getByRole('button', { name: `Schedule Event with ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule with ${name}` });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/schedule-${viewport.name}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `View Journal for ${name}` }).click();
    const journal = page.getByRole('dialog', { name: `Journal - ${name}` });
    await journal.getByRole('tab', { name: 'Create Task' }).click();
    const followUp = journal.getByRole('checkbox', {
      name: `Update ${name}'s follow-up date to the due date`,
    });
    await followUp.check();
    await expect(followUp).toBeChecked();
    await expect(journal.getByRole('form', { name: 'Create Task' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/create-task-${viewport.name}.png` });
    // The form was changed: closing asks first (docs/decisions/044).
    await page.keyboard.press('Escape');
    await discardQuestion(page).getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(journal).toBeHidden();
  }
});
