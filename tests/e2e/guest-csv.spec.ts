// CSV import and export of guests (docs/decisions/011-csv-import-export.md): import a file with a
// duplicate and an invalid row, read the preview and the report, find the new guests on the board;
// export the board and read the downloaded file. Each test has an account of its own.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { card, openBoard, search, seriousViolations } from './board-helpers';
import { createGuestWithApi, expect, signInFreshAccount, test } from './session';

const CSV = [
  'Full Name,Notes,Phone,LinkedIn,Status,Favourite Colour',
  'Ada Lovelace,"Mathematician, first programmer",+44 20 7946 0000,https://www.linkedin.com/in/ada,Hot Candidate,green',
  'Grace Hopper,Admiral and compiler pioneer,,,intro,blue',
  'jane  doe,Same name as a guest on the board,,,,red',
  'No Details,,,,,',
  'Ada Byron,Same LinkedIn as row 2,,https://linkedin.com/in/ada/,,',
  'Bad Email,Has an email that is not one,,,maybe,',
].join('\r\n');

function importDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Import Guests' });
}

async function chooseCsv(page: Page, content: string | Buffer, name = 'guests.csv') {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  await importDialog(page)
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
}

async function openImport(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
  } else {
    await page.getByRole('button', { name: 'CSV' }).click();
    await page.getByRole('menuitem', { name: 'Import CSV' }).click();
  }
  await expect(importDialog(page)).toBeVisible();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
]) {
  test(`import a CSV with a duplicate and invalid rows on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInFreshAccount(page);
    await createGuestWithApi(page.request, { name: 'Jane Doe', details: 'Already on the board' });
    await openBoard(page);
    await openImport(page, viewport.phone);

    const dialog = importDialog(page);
    await chooseCsv(page, CSV);
    await expect(dialog.getByText('guests.csv: 6 rows.', { exact: false })).toBeVisible();
    // Auto-mapped by header name; the unknown column is not imported.
    await expect(dialog.getByRole('combobox', { name: 'Field for column Full Name' })).toHaveValue(
      'Name',
    );
    await expect(dialog.getByRole('combobox', { name: 'Field for column Notes' })).toHaveValue(
      'Details',
    );
    await expect(dialog.getByRole('combobox', { name: 'Field for column Phone' })).toHaveValue(
      'Phone Number',
    );
    await expect(dialog.getByRole('combobox', { name: 'Field for column LinkedIn' })).toHaveValue(
      'LinkedIn URL',
    );
    await expect(
      dialog.getByRole('combobox', { name: 'Field for column Favourite Colour' }),
    ).toHaveValue("Don't import");
    await expect(dialog.getByTestId('import-preview-summary')).toHaveText(
      '2 ready to import, 4 will be skipped.',
    );
    const previewSkipped = dialog.getByRole('list', { name: 'Skipped rows' });
    await expect(previewSkipped).toContainText('Row 4: A guest named Jane Doe already exists');
    await expect(previewSkipped).toContainText('Row 5: Details are required');

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/csv-import-preview-${viewport.name}.png`,
    });

    await dialog.getByRole('button', { name: 'Import 2 guests' }).click();
    await expect(dialog.getByTestId('import-summary')).toHaveText('2 imported, 4 skipped');
    const skipped = dialog.getByRole('list', { name: 'Skipped rows' });
    await expect(skipped.getByRole('listitem')).toHaveText([
      'Row 4: A guest named Jane Doe already exists',
      'Row 5: Details are required',
      'Row 6: Same LinkedIn URL as row 2 (Ada Lovelace)',
      'Row 7: Status must be one of: prospect, hot, intro, limbo, scheduled, complete',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/csv-import-report-${viewport.name}.png`,
    });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    if (!viewport.phone) {
      await expect(card(page, 'Ada Lovelace')).toBeVisible();
      await expect(card(page, 'Grace Hopper')).toBeVisible();
    } else {
      await search(page, 'Grace');
      await expect(card(page, 'Grace Hopper')).toBeVisible();
    }
  });
}

test('a file over 5,000 rows is refused before anything is sent', async ({ page }) => {
  await signInFreshAccount(page);
  await openBoard(page);
  await openImport(page, false);
  const rows = Array.from({ length: 5001 }, (_, index) => `Guest ${index},Details`);
  await chooseCsv(page, ['Name,Details', ...rows].join('\n'), 'big.csv');
  await expect(
    importDialog(page).getByText(
      'The file has more than 5,000 guest rows. Split it into smaller files and import each.',
    ),
  ).toBeVisible();
  await expect(importDialog(page).getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('an unclosed quote and a spreadsheet are refused with why; an older Excel file keeps its accents', async ({
  page,
}) => {
  await signInFreshAccount(page);
  await openBoard(page);
  await openImport(page, false);
  const dialog = importDialog(page);

  await chooseCsv(page, 'Name,Details\nAda,Mathematician\nGrace,"Admiral\nAlan,Codebreaker\n');
  await expect(
    dialog.getByText('The file could not be read as CSV: the quote on line 3 is never closed.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The first bytes of an .xlsx (a zip archive) saved with a .csv name.
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
  await chooseCsv(page, zip, 'guests.csv');
  await expect(dialog.getByText('The file could not be read as CSV.')).toBeVisible();

  // Windows-1252, as older Excel saves it: "José" with é as one byte.
  // (After a blank row, which keeps its number: the skipped row below is row 4, as in the sheet.)
  await chooseCsv(
    page,
    Buffer.from('Name,Details\r\n\r\nJos\xe9 Mart\xed,Poet\r\nNo Details,\r\n', 'latin1'),
  );
  await expect(dialog.getByTestId('import-preview-summary')).toHaveText(
    '1 ready to import, 1 will be skipped.',
  );
  await expect(dialog.getByRole('list', { name: 'Skipped rows' })).toContainText(
    'Row 4: Details are required',
  );
  await dialog.getByRole('button', { name: 'Import 1 guest' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('1 imported, 1 skipped');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card(page, 'José Martí')).toBeVisible();
});

test('on a phone a skipped row with a long unbroken name wraps inside the dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFreshAccount(page);
  await openBoard(page);
  await openImport(page, true);
  const long = 'SupercalifragilisticexpialidociousVeryLongUnbrokenName';
  await chooseCsv(page, `Name,Details\r\n${long},First\r\n${long},Again\r\n`);
  const skipped = importDialog(page).getByRole('list', { name: 'Skipped rows' });
  await expect(skipped).toContainText(`Row 3: Same name as row 2 (${long})`);
  // Nothing wider than the screen: the reason wraps instead of being cut off.
  const widths = await skipped.evaluate((list) => ({
    list: list.scrollWidth,
    item: Math.max(
      ...[...list.querySelectorAll('li')].map((item) => item.getBoundingClientRect().right),
    ),
    viewport: window.innerWidth,
  }));
  expect(widths.list).toBeLessThanOrEqual(widths.viewport);
  expect(widths.item).toBeLessThanOrEqual(widths.viewport);
});

test('export downloads the board as CSV, formulas quoted', async ({ page }) => {
  await signInFreshAccount(page);
  await createGuestWithApi(page.request, {
    name: 'Zoë Formula',
    details: '=HYPERLINK("http://evil.example")',
    phoneNumber: '+1 555 010 0200',
  });
  await openBoard(page);
  await page.getByRole('button', { name: 'CSV' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^guests-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFName,Details,Status,Follow-up Date,Follow-up Type,University,Title,Organization,Phone Number,Email,LinkedIn URL,Date Added',
  );
  expect(lines[1]).toMatch(
    /^Zoë Formula,"'=HYPERLINK\(""http:\/\/evil\.example""\)",prospect,,,,,,'\+1 555 010 0200,,,\d{4}-/,
  );
  expect(lines).toHaveLength(3); // header, one guest, the final line break
});
