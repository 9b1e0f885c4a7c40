// The sign-in journey through the real UI: register (phone code from the SMS outbox, ALTCHA
// solved in the browser), log out, log in, reset the forgotten password in three steps (the
// server's clock moved past the one-text-a-minute limit) and log in with the new one.
import { activate, solveCaptcha, logIn, toast } from './auth-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { expect, test } from './fixtures';

import { advanceServerClock } from './server-clock';
import { registerAccount } from './session';
import { countMessagesTo, randomPhoneNumber, waitForCode } from './sms-outbox';

// In file order, in one worker: the journey moves the server's clock past the one-a-minute limit,
// which the wait test below relies on within its few seconds.
test.describe.configure({ mode: 'default' });

test('a host registers, logs out, logs in, resets the forgotten password and logs in again', async ({
  page,
}) => {
  test.slow(); // two proofs of work and two SMS round trips
  const username = `host_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const phoneNumber = randomPhoneNumber();
  const password = 'Podcast#2024';

  await test.step('register', async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });

    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByRole('checkbox', { name: /agree to receive SMS/ }).check();

    const phone = form.getByLabel('Phone Number');
    await phone.click();
    await expect(phone).toHaveValue('+1'); // auto-prefix
    await phone.fill(phoneNumber);
    await form.getByRole('button', { name: 'Send Code' }).click();
    await expect(toast(page, 'Verification code sent')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Code Sent' })).toBeDisabled();
    await expect(phone).toBeDisabled();

    await form.getByLabel('Verification Code').fill(await waitForCode(phoneNumber));
    await form.getByRole('button', { name: 'Verify Code' }).click();
    await expect(toast(page, 'Verification successful')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Verified' })).toBeDisabled();
    await expect(form.getByLabel('Verification Code')).toBeDisabled();

    await form.getByLabel('Podcast Name').fill('The Guest Pipeline');
    // A show not yet in the directories: its podcast host's page is enough.
    await form.getByLabel('Podcast URL').fill('https://www.buzzsprout.com/2212345');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await form.getByLabel('Confirm Password').fill(password);
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Register' }).click();

    // The toast first: it is raised as the answer comes and closes after 5 s, which a loaded
    // machine can spend drawing the board.
    await expect(toast(page, 'Registration successful')).toContainText(`Welcome, ${username}!`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Welcome, ${username}`, { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/board-after-register-desktop.png' });
  });

  await test.step('log out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, 'Logged out')).toContainText('You have been successfully logged out.');
  });

  await test.step('log in', async () => {
    await logIn(page, username, password);
    await expect(toast(page, 'Login successful')).toContainText(`Welcome back, ${username}!`);
    await expect(page.getByText(`Welcome, ${username}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  const newPassword = 'Episode!2025';
  await test.step('reset the forgotten password in three steps', async () => {
    // The number was texted for the registration a moment ago and may be texted once a minute
    // (docs/product.md#codes): the server's clock moves on instead of the test waiting.
    await advanceServerClock(61_000);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset password' });
    await expect(form.getByText('Step 1 of 3')).toBeVisible();
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Phone Number').fill(phoneNumber);
    const textsBefore = await countMessagesTo(phoneNumber);
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Request Password Reset' }).click();
    await expect(toast(page, 'Verification request processed')).toBeVisible();

    await expect(form.getByText('Step 2 of 3')).toBeVisible();
    await form.getByLabel('Reset Code').fill(await waitForCode(phoneNumber, textsBefore));
    await form.getByRole('button', { name: 'Continue to Password Reset' }).click();

    await expect(form.getByText('Step 3 of 3')).toBeVisible();
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password').fill(newPassword);
    await form.getByRole('button', { name: 'Complete Password Reset' }).click();

    await expect(toast(page, 'Password reset successful')).toContainText(
      'Your password has been reset. You can now log in with your new password.',
    );
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Login' }).getByLabel('Username')).toHaveValue('');
  });

  await test.step('log in with the new password', async () => {
    await logIn(page, username, newPassword);
    await expect(page.getByText(`Welcome, ${username}`, { exact: true })).toBeVisible();
  });
});

test('a wrong password shows the server message', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401.*\/api\/login/);
  await page.goto('/auth');
  await logIn(page, 'nobody_here', 'Wrong#Password1');
  await expect(toast(page, 'Login failed')).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a first bad Register shows every problem at once, each beside its field', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await test.step('an empty form says what is required, and only that', async () => {
    await form.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Username is required',
      'Podcast name is required',
      'Podcast URL is required',
      'Password is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByText('Username must be at least 3 characters')).toHaveCount(0);
    await expect(form.getByText(/^Password must/)).toHaveCount(0);
    // An empty field in error keeps its example grey, not the red of a value typed wrong.
    const url = form.getByLabel('Podcast URL');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    const colours = await url.evaluate((input) => ({
      placeholder: getComputedStyle(input, '::placeholder').color,
      error: getComputedStyle(input).color,
    }));
    expect(colours.placeholder).not.toBe(colours.error);
  });
  await form.getByLabel('Username').fill('ab');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Podcast Name').fill('The New Show');
  await form.getByLabel('Podcast URL').fill('https://example.com/my-show');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await form.getByLabel('Confirm Password').fill('different');
  await form.getByRole('button', { name: 'Register' }).click();

  for (const message of [
    'Username must be at least 3 characters',
    'Please enter a valid email address',
    'You must consent to receive SMS messages to continue',
    'Please send a verification code to your phone number before registering.',
    'URL must be from a podcast directory, host or RSS feed',
    'Password must be at least 8 characters long',
    'Passwords do not match',
    'Please complete the captcha verification',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  // Inline, not in a toast; and the first field in error has the focus.
  await expect(page.getByRole('alert').filter({ hasText: 'Verification required' })).toHaveCount(0);
  await expect(form.getByLabel('Username')).toBeFocused();
  await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await screenshotsAtEachWidth(page, 'register-errors', form, { desktopWidth: 1440 });

  await test.step('an https RSS feed is a podcast URL too', async () => {
    await form.getByLabel('Podcast URL').fill('https://feeds.example.org/new-show/feed.xml');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(
      form.getByText('URL must be from a podcast directory, host or RSS feed'),
    ).toHaveCount(0);
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
  });
});

test('the SMS consent terms open in a dialog', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'View Terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'SMS Messaging Consent Terms' });
  await expect(dialog).toContainText('Message and data rates may apply');
  await expect(dialog).toContainText('Consent is not a condition of purchase');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the Login tab and "Return to Login" both leave the reset form', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Return to Login' }).click();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(page.getByText("Don't have an account?")).toBeVisible();
});

test('asking for a second reset code within a minute shows the wait inline, keeps the captcha and focuses the phone', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 429.*\/api\/forgot-password|\/api\/forgot-password.*status of 429/);
  const phoneNumber = randomPhoneNumber();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Username').fill('someone_waiting');
  await form.getByLabel('Phone Number').fill(phoneNumber);
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Request Password Reset' }).click();
  await expect(form.getByText('Step 2 of 3')).toBeVisible();

  await form.getByRole('button', { name: '← Back to step 1' }).click();
  await solveCaptcha(form);
  await activate(page, form.getByRole('button', { name: 'Request Password Reset' }));
  await expect(
    form.getByText('Please wait 60 seconds before requesting another code.'),
  ).toBeVisible();
  const button = form.getByRole('button', { name: /^Request again in \d+ s$/ });
  await expect(button).toBeDisabled();
  // The countdown disables the button pressed: the phone field has the focus meanwhile.
  await expect(form.getByLabel('Phone Number')).toBeFocused();
  await expect(form.getByText('Step 1 of 3')).toBeVisible();
  // The solved captcha stays solved for the next try.
  await expect(form.locator('altcha-widget [data-state="verified"]')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send' })).toHaveCount(0);
});

test.describe('the focus never falls to the page in the auth flows', () => {
  for (const mouse of [false, true]) {
    test(`each mode switch focuses the first field of the screen it opens (${mouse ? 'mouse' : 'keyboard'})`, async ({
      page,
    }) => {
      await page.goto('/auth');
      const login = page.getByRole('form', { name: 'Login' });
      const register = page.getByRole('form', { name: 'Register' });
      const reset = page.getByRole('form', { name: 'Reset password' });
      await expect(login).toBeVisible();

      // The register form's first showing (it mounts then), and a later one (mounted, hidden).
      for (let round = 0; round < 2; round += 1) {
        await activate(page, page.getByRole('button', { name: 'Register', exact: true }), mouse);
        await expect(register.getByLabel('Username')).toBeFocused();
        await activate(page, page.getByRole('button', { name: 'Login', exact: true }), mouse);
        await expect(login.getByLabel('Username')).toBeFocused();
      }

      await activate(page, login.getByRole('button', { name: 'Forgot password?' }), mouse);
      await expect(reset.getByLabel('Username')).toBeFocused();
      await activate(page, page.getByRole('button', { name: 'Return to Login' }), mouse);
      await expect(login.getByLabel('Username')).toBeFocused();
    });
  }

  test('resetting a password: each step, a wrong code and the return to login', async ({
    page,
    consoleGuard,
  }) => {
    test.slow(); // an account registered through the API, a proof of work and two SMS round trips
    consoleGuard.allow(/status of 400.*\/api\/reset-password|\/api\/reset-password.*status of 400/);
    const account = await registerAccount(page.request);
    await page.request.post('/api/logout');
    // The number was texted for the registration a moment ago (docs/product.md#codes).
    await advanceServerClock(61_000);

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset password' });
    await expect(form.getByLabel('Username')).toBeFocused();
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Phone Number').fill(account.phoneNumber);
    const textsBefore = await countMessagesTo(account.phoneNumber);
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Request Password Reset' }).click();

    await expect(form.getByText('Step 2 of 3')).toBeVisible();
    await expect(form.getByLabel('Reset Code')).toBeFocused();
    const code = await waitForCode(account.phoneNumber, textsBefore);
    await form.getByLabel('Reset Code').fill(code === '000000' ? '000001' : '000000');
    await form.getByRole('button', { name: 'Continue to Password Reset' }).click();

    await expect(form.getByText('Step 3 of 3')).toBeVisible();
    const newPassword = form.getByRole('textbox', { name: 'New Password', exact: true });
    await expect(newPassword).toBeFocused();
    await newPassword.fill('Episode!2025');
    await form.getByLabel('Confirm New Password').fill('Episode!2025');
    const complete = form.getByRole('button', { name: 'Complete Password Reset' });
    await complete.click();
    await expect(toast(page, 'Failed to reset password')).toContainText(
      'Invalid or expired reset code. Please request a new code.',
    );
    await expect(complete).toBeEnabled();
    await expect(complete).toBeFocused();

    await form.getByRole('button', { name: '← Back to step 2' }).click();
    await expect(form.getByLabel('Reset Code')).toBeFocused();
    await form.getByLabel('Reset Code').fill(code);
    await form.getByLabel('Reset Code').press('Enter');
    await expect(newPassword).toBeFocused();
    await complete.click();
    await expect(toast(page, 'Password reset successful')).toBeVisible();
    const login = page.getByRole('form', { name: 'Login' });
    await expect(login.getByLabel('Username')).toBeFocused();
  });

  test('"Keep it scheduled" gives the focus back to the Login button', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/\/api\/login.*status of 403|status of 403.*\/api\/login/);
    const account = await registerAccount(page.request);
    const deleted = await page.request.post('/api/user/delete', {
      data: { password: account.password },
    });
    expect(deleted.status()).toBe(200);

    await page.goto('/auth');
    await logIn(page, account.username, account.password);
    const offer = page.getByRole('dialog', { name: 'Your account is scheduled for deletion' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Keep it scheduled' }).click();
    await expect(offer).toBeHidden();
    await expect(
      page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }),
    ).toBeFocused();
  });

  test('a Register the server refuses focuses the field in error', async ({
    page,
    consoleGuard,
  }) => {
    test.slow(); // an account registered through the API, two proofs of work and an SMS round trip
    consoleGuard.allow(/\/api\/register.*status of 409|status of 409.*\/api\/register/);
    const taken = await registerAccount(page.request);
    await page.request.post('/api/logout');
    const phoneNumber = randomPhoneNumber();
    const password = 'Podcast#2024';

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill(taken.username);
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByRole('checkbox', { name: /agree to receive SMS/ }).check();
    await form.getByLabel('Phone Number').fill(phoneNumber);
    await form.getByRole('button', { name: 'Send Code' }).click();
    await expect(form.getByRole('button', { name: 'Code Sent' })).toBeDisabled();
    await form.getByLabel('Verification Code').fill(await waitForCode(phoneNumber));
    await form.getByRole('button', { name: 'Verify Code' }).click();
    await expect(form.getByRole('button', { name: 'Verified' })).toBeDisabled();
    await form.getByLabel('Podcast Name').fill('The Guest Pipeline');
    await form.getByLabel('Podcast URL').fill('https://www.buzzsprout.com/2212345');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await form.getByLabel('Confirm Password').fill(password);
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(form.getByText('Username already exists')).toBeVisible();
    await expect(form.getByLabel('Username')).toBeFocused();
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });
});

test('after five wrong codes on Register the same number can get a new code once the minute is over', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 400.*\/api\/verify-pre-registration|\/api\/verify-pre-registration.*status of 400/,
  );
  // The browser's clock runs as usual from now on, and jumps with the server's below.
  await page.clock.install();
  const phoneNumber = randomPhoneNumber();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  const phone = form.getByLabel('Phone Number');
  await phone.fill(phoneNumber);
  await form.getByRole('button', { name: 'Send Code' }).click();
  await expect(form.getByRole('button', { name: 'Code Sent' })).toBeDisabled();
  const code = await waitForCode(phoneNumber);
  const wrong = code === '000000' ? '000001' : '000000';

  for (let i = 1; i <= 5; i += 1) {
    await form.getByLabel('Verification Code').fill(wrong);
    const answered = page.waitForResponse('**/api/verify-pre-registration');
    await form.getByRole('button', { name: 'Verify Code' }).click();
    expect((await answered).status()).toBe(400);
  }
  // The last toast replaces the one before it, which may still be fading out.
  await expect(
    toast(page, 'Verification failed')
      .filter({ hasText: 'Too many incorrect attempts. Please request a new code.' })
      .last(),
  ).toBeVisible();
  // The code is void: the number may have another, once its one-a-minute limit allows.
  await expect(phone).toBeEnabled();
  await expect(phone).toHaveValue(phoneNumber);
  await expect(phone).toBeFocused();
  await expect(form.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Verify Code' })).toBeDisabled();

  await advanceServerClock(61_000);
  await page.clock.fastForward(61_000);
  const sendAgain = form.getByRole('button', { name: 'Send Code' });
  await expect(sendAgain).toBeEnabled();
  await sendAgain.click();
  await expect(form.getByRole('button', { name: 'Code Sent' })).toBeDisabled();
  await form.getByLabel('Verification Code').fill(await waitForCode(phoneNumber, 1));
  await form.getByRole('button', { name: 'Verify Code' }).click();
  await expect(form.getByRole('button', { name: 'Verified' })).toBeDisabled();
});
