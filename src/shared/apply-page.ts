// What the public guest form's page and its one script both say (docs/product.md#guest-form). A
// module of its own: the script imports nothing the app's chunks hold, so it stays one file.

/** The status line once the spam check passed. */
export const CAPTCHA_PASSED = 'Spam check passed. You can send the form.';
