// Seeding and finding things for the Action Center specs. Dates are the browser's: the specs run
// the browser in another zone than the server (docs/product.md#dates), so "today" is asked of the
// page.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type {
  ActionItemDto,
  CalendarEventDto,
  CreateActionItemInput,
  CreateCalendarEventInput,
  CreateTaskInput,
  TaskDto,
} from '#shared/schemas/action-center.js';
import { expect } from './session';

/** A zone far from the server's UTC, so a day computed in the wrong zone shows. */
export const BROWSER_ZONE = 'America/Los_Angeles';

/**
 * Noon of the current day in BROWSER_ZONE. The browser's clock starts there, so "today",
 * "tomorrow" and an event at 00:05 mean the same whatever the hour the suite runs (23:59 and 00:01
 * included), and a test never crosses midnight. The day itself stays the real one: the server's
 * clock is real, and it refuses a due date before its yesterday (UTC).
 */
export function noonTodayInBrowserZone(now = new Date()): Date {
  // en-CA writes the day as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: BROWSER_ZONE }).format(now);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: BROWSER_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT-08:00", or "GMT" alone for a zero offset.
  return new Date(`${day}T12:00:00${offset?.replace('GMT', '') || 'Z'}`);
}

/** Starts the page's clock at noon today in BROWSER_ZONE (see above); time runs on from there. */
export async function startBrowserClockAtNoon(page: Page): Promise<void> {
  await page.clock.install({ time: noonTodayInBrowserZone() });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The browser's local day `offset` days from today, as 'YYYY-MM-DD'. */
export function browserDay(page: Page, offset: number): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offset);
}

/** Noon of the browser's local day `offset` days from today, as an ISO instant. */
export function browserNoon(page: Page, offset: number): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    date.setHours(12, 0, 0, 0);
    return date.toISOString();
  }, offset);
}

/** 'YYYY-MM-DD' as docs/product.md#limits shows it: "Jan 5, 2030". */
export function displayDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** 'YYYY-MM-DD' as the calendar names its day buttons: "5 January 2030". */
export function calendarDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${LONG_MONTHS[(month ?? 1) - 1]} ${year}`;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  if (!response.ok())
    throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export const createTaskWithApi = (request: APIRequestContext, input: CreateTaskInput) =>
  post<TaskDto>(request, '/api/tasks', input);
export const createActionItemWithApi = (request: APIRequestContext, input: CreateActionItemInput) =>
  post<ActionItemDto>(request, '/api/action-items', input);
export const createEventWithApi = (request: APIRequestContext, input: CreateCalendarEventInput) =>
  post<CalendarEventDto>(request, '/api/calendar', input);

/** Opens the Action Center from the header and waits for its lists. */
export async function openActionCenter(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Action Center/ }).click();
  return await shownActionCenter(page);
}

/** The Action Center sheet once it shows with its lists loaded (opened, or in the URL). */
export async function shownActionCenter(page: Page): Promise<Locator> {
  const sheet = page.getByRole('dialog', { name: 'Action Center' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('status', { name: 'Loading the Action Center' })).toHaveCount(0);
  return sheet;
}

/** A group of the Upcoming tab (a region labelled by its heading). */
export function agendaGroup(sheet: Locator, title: string): Locator {
  return sheet.getByRole('region', { name: title, exact: true });
}

/** An entry of the sheet by its title. */
export function agendaEntry(scope: Locator, title: string): Locator {
  return scope.getByRole('listitem', { name: title, exact: true });
}
