// Phone verification and account settings in the browser (docs/product.md#verify-phone-screen,
// #account-screen, #account-messages): verify a phone with the texted code, change the password and
// log in with it, delete an account (scheduled, then cancelled at sign-in; and permanent, then
// refused at login); axe on both pages and the deletion dialogs.
import type { Page } from '@playwright/test';
import { logIn, toast } from './auth-helpers';
import { animationsFinished, expectSettled, seriousViolations } from './board-helpers';
import { expect, test } from './fixtures';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { SEEDED_ACCOUNTS, type SeededAccount } from './seeded-accounts';
import { randomPhoneNumber, waitForCode } from './sms-outbox';

async function signIn(page: Page, account: SeededAccount): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** How Account › Profile shows a verified +1 number: "(555) 123-4567". */
function verifiedPhoneText(e164: string): string {
  const digits = e164.slice(2);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

test('a host verifies a phone on /verify-phone with the texted code', async ({ page }) => {
  const account = SEEDED_ACCOUNTS.verifyPhone;
  await signIn(page, account);
  await page.goto('/verify-phone');

  await expect(page.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
  await expect(
    page.getByText('Verify your phone number to enable SMS notifications'),
  ).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Phone Number (US only)' });
  await expect(phone).toHaveValue(account.phoneNumber.slice(2));
  await expect(
    page.getByText('Enter your 10-digit US phone number (without +1 country code)'),
  ).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Verification Code' });
  await expect(code).toHaveAttribute('placeholder', 'Enter 6-digit code');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(
    page,
    'verify-phone',
    page.getByRole('heading', { name: 'Phone Verification' }),
  );

  await test.step('docs/product.md#validation messages before any call', async () => {
    await phone.fill('');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(toast(page, 'Phone number required')).toContainText(
      'Please enter your phone number',
    );
    await phone.fill('555-1234');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(toast(page, 'Invalid phone number')).toContainText(
      'Please enter a valid 10-digit US phone number',
    );
    await expect(phone).toHaveAccessibleDescription(
      /Please enter a valid 10-digit US phone number/,
    );
  });

  const number = randomPhoneNumber(); // a number nobody texted: the one-minute limit is per number
  await test.step('send a code', async () => {
    await phone.fill(`1 (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(toast(page, 'Verification code sent')).toBeVisible();
    await page.getByRole('button', { name: 'Verify Phone' }).click();
    await expect(toast(page, 'Verification code required')).toContainText(
      'Please enter the verification code from SMS',
    );
  });

  await test.step('verify it', async () => {
    await code.fill(await waitForCode(number));
    await page.getByRole('button', { name: 'Verify Phone' }).click();
    await expect(toast(page, 'Phone verified')).toContainText(
      'Your phone number has been verified successfully',
    );
    await expect(page.getByText('Your phone number has been verified!')).toBeVisible();
    await expect(page.getByText(`SMS messages go to ${number}.`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await page.goto('/account');
  await expect(page.getByText('Phone verification:')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue(
    verifiedPhoneText(number),
  );
});

test('a host verifies the phone from the Profile tab of account settings', async ({ page }) => {
  const account = SEEDED_ACCOUNTS.settingsPhone;
  await signIn(page, account);
  await page.goto('/account');

  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(account.username);
  await expect(page.getByText('Your username cannot be changed')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('Not set');
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Verification Code' });
  await expect(code).toHaveCount(0); // the code box appears once a code was sent
  expect(await seriousViolations(page)).toEqual([]);

  const number = randomPhoneNumber();
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  await phone.fill(number.slice(2));
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(toast(page, 'Verification code sent')).toBeVisible();
  await expect(code).toBeFocused();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code we sent to your phone')).toBeVisible();
  await screenshotsAtEachWidth(
    page,
    'account-profile-code-sent',
    page.getByText('Enter the 6-digit code we sent to your phone'),
  );

  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'Error')).toContainText(
    'Please enter both phone number and verification code.',
  );
  await code.fill(await waitForCode(number));
  // On a phone scrolled to the end of the page, the toast leaves the end in view
  // (docs/decisions/033): the page ends with room for it.
  await page.setViewportSize({ width: 390, height: 600 });
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'Verification successful')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await animationsFinished(page);
  const shown = (await toast(page, 'Verification successful').boundingBox())!;
  const end = (await page.getByRole('tabpanel', { name: 'Profile' }).boundingBox())!;
  expect(end.y + end.height, 'the end of the page, above the toast').toBeLessThanOrEqual(shown.y);
  await expect(phone).toHaveAttribute('readonly', '');
  await expect(phone).toHaveValue(verifiedPhoneText(number));
  await expect(page.getByRole('button', { name: /Send Code|Resend/ })).toHaveCount(0);
});

test('a host changes the password and logs in with the new one', async ({ page, consoleGuard }) => {
  const account = SEEDED_ACCOUNTS.changePassword;
  const newPassword = 'Changed-pass2@';
  await signIn(page, account);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  const form = page.getByRole('form', { name: 'Change Password' });
  expect(await seriousViolations(page)).toEqual([]);

  await test.step('client and server refusals', async () => {
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Current password is required')).toBeVisible();

    consoleGuard.allow(/change-password.*status of 400|status of 400.*change-password/);
    await form.getByRole('textbox', { name: 'Current Password' }).fill('Not-my-passw0rd!');
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill('Something-else1!');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    await form.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Error')).toContainText('Current password is incorrect');
    await expect(form.getByText('Current password is incorrect')).toBeVisible();
  });

  await test.step('change it', async () => {
    await form.getByRole('textbox', { name: 'Current Password' }).fill(account.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password Changed')).toContainText(
      'Your password has been updated successfully.',
    );
    await expect(form.getByRole('textbox', { name: 'Current Password' })).toHaveValue('');
  });

  await test.step('this session goes on; log out and in with the new password', async () => {
    await page.getByRole('link', { name: 'Back to Guest List' }).click();
    await expect(page.getByText(`Welcome, ${account.username}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await logIn(page, account.username, newPassword);
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a host schedules the deletion after confirming it, and cancels it by signing in', async ({
  page,
  consoleGuard,
}) => {
  const account = SEEDED_ACCOUNTS.scheduledDeletion;
  await signIn(page, account);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  const form = page.getByRole('form', { name: 'Delete Account' });
  await expect(page.getByText(/30-day grace period/)).toBeVisible();

  await form.getByRole('button', { name: 'Delete Account' }).click();
  await expect(form.getByText('Password is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('Taking a break from the show');

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const purgeDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
    new Date(Date.now() + 30 * 24 * 3_600_000),
  );
  await test.step('the first click asks, stating the date; Cancel keeps the account', async () => {
    await form.getByRole('button', { name: 'Delete Account' }).click();
    await expect(dialog).toContainText(purgeDay);
    await expect(dialog).toContainText('Cancel deletion');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAtEachWidth(page, 'delete-account-dialog', dialog, {
      desktopWidth: 1440,
      fullPage: false,
    });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account/);
  });

  await form.getByRole('button', { name: 'Delete Account' }).click();
  // A button is clicked where it rests: one clicked while the dialog still moves in can be missed.
  await expectSettled(dialog);
  await dialog.getByRole('button', { name: 'Schedule deletion' }).click();
  await expect(toast(page, 'Account Deletion Requested')).toContainText(
    'Your account has been marked for deletion. You have been logged out.',
  );
  await expect(page).toHaveURL(/\/auth$/);

  await test.step('signing in during the grace period offers to cancel the deletion', async () => {
    consoleGuard.allow(/\/api\/login.*status of 403|status of 403.*\/api\/login/);
    await logIn(page, account.username, account.password);
    const offer = page.getByRole('dialog', { name: 'Your account is scheduled for deletion' });
    await expect(offer).toContainText(purgeDay);
    expect(await seriousViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Keep it scheduled' }).click();
    await expect(offer).toBeHidden();
    await expect(page).toHaveURL(/\/auth$/);

    await logIn(page, account.username, account.password);
    await expectSettled(offer);
    await offer.getByRole('button', { name: 'Cancel deletion' }).click();
    await expect(toast(page, 'Deletion cancelled')).toBeVisible();
    // Signed in again, back where the session ended.
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });
});

test('a host deletes the account permanently and fails to log in again', async ({
  page,
  consoleGuard,
}) => {
  const account = SEEDED_ACCOUNTS.permanentDeletion;
  await signIn(page, account);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  const form = page.getByRole('form', { name: 'Permanent Deletion' });

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form
    .getByRole('textbox', { name: 'Confirmation phrase' })
    .fill('permanently delete my account');
  await form.getByRole('button', { name: 'Permanently Delete Account' }).click();
  await expect(
    form.getByText('Please type PERMANENTLY DELETE MY ACCOUNT exactly to confirm'),
  ).toBeVisible();

  await form
    .getByRole('textbox', { name: 'Confirmation phrase' })
    .fill('PERMANENTLY DELETE MY ACCOUNT');
  await form.getByRole('button', { name: 'Permanently Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account now?' });
  await expect(dialog).toContainText('no way to cancel it');
  await expectSettled(dialog);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toast(page, 'Account Permanently Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  consoleGuard.allow(/\/api\/login.*status of 401|status of 401.*\/api\/login/);
  await logIn(page, account.username, account.password);
  await expect(toast(page, 'Login failed')).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('account settings: both tabs pass axe and are saved on desktop and phone', async ({
  page,
}) => {
  await signIn(page, SEEDED_ACCOUNTS.screenshots);
  await page.goto('/account');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('Not set');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  // Drawn as written, not in Mantine's default capitals (the inner text shows a text-transform).
  await expect(page.getByText('Verified', { exact: true })).toHaveText('Verified', {
    useInnerText: true,
  });
  expect(await seriousViolations(page)).toEqual([]);
  // On a desktop the six tabs share one row.
  const tabTops = await page
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
  expect(tabTops).toHaveLength(6);
  expect(new Set(tabTops).size).toBe(1);
  await screenshotsAtEachWidth(
    page,
    'account-profile',
    page.getByText('Verified', { exact: true }),
  );

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('form', { name: 'Permanent Deletion' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(
    page,
    'account-security',
    page.getByRole('form', { name: 'Permanent Deletion' }),
  );

  await page.getByRole('link', { name: 'Back to Guest List' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/verify-phone');
  await expect(page.getByText('Your phone number has been verified!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(
    page,
    'verify-phone-verified',
    page.getByText('Your phone number has been verified!'),
  );
});

test('when the session ends while settings are open, the page asks to log in again', async ({
  page,
  consoleGuard,
}) => {
  const account = SEEDED_ACCOUNTS.screenshots;
  await signIn(page, account);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  // Signed out elsewhere (same cookie jar): the open page does not know yet.
  await page.request.post('/api/logout');

  consoleGuard.allow(/change-password.*status of 401|status of 401.*change-password/);
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByRole('textbox', { name: 'Current Password' }).fill(account.password);
  await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('Another-pass3#');
  await form.getByRole('textbox', { name: 'Confirm New Password' }).fill('Another-pass3#');
  await form.getByRole('button', { name: 'Change Password' }).click();

  await expect(page.getByText('Please log in to access your account settings.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
});
