// The guest form's pure rules (docs/product.md#guest-form): link names, the application's fields
// (the guest form's rules and messages), the journal's text of an application, and the public
// page's HTML, where nothing typed by a host or an applicant becomes markup.
import { describe, expect, it } from 'vitest';
import {
  applicationSchema,
  guestFormSettingsSchema,
  slugField,
} from '#shared/schemas/guest-form.js';
import { GUEST_MESSAGES } from '#shared/schemas/guests.js';
import { escapeHtml, renderFormPage } from '#server/routes/apply/page.js';
import { applicationText, slugBase } from '#server/services/guest-form.js';
import { slugHint } from '#web/features/apply-form/slug-hint.js';

describe('link names', () => {
  it('show under the field as the address they make, tidied, and say when it is not saved yet', () => {
    const origin = 'https://tracker.example';
    expect(slugHint('octo-pod', 'octo-pod', origin)).toBe(
      'Your form’s address: https://tracker.example/apply/octo-pod',
    );
    expect(slugHint(' My-Show ', 'octo-pod', origin)).toBe(
      'Once saved: https://tracker.example/apply/my-show',
    );
    expect(slugHint('my-show', null, origin)).toBe(
      'Once saved: https://tracker.example/apply/my-show',
    );
    for (const broken of ['', 'ab', 'no spaces', '-edge-']) {
      expect(slugHint(broken, 'octo-pod', origin)).toBe(
        'The part of your form’s address after /apply/: 3 to 40 lower-case letters, digits or hyphens.',
      );
    }
  });

  it("are suggested from the show's name, accents dropped rather than made into hyphens", () => {
    expect(slugBase('Octopus Minds Ünïcode Pod')).toBe('octopus-minds-unicode-pod');
    expect(slugBase('  Café Crème: Talks!  ')).toBe('cafe-creme-talks');
    expect(slugBase('The Very Long Name Of A Podcast Show')).toBe('the-very-long-name-of-a-podc');
    expect(slugBase('日本語')).toBe('be-a-guest');
  });

  it('accept lower-case letters, digits and inner hyphens, ignoring case and spaces', () => {
    expect(slugField.parse('  My-Show-2 ')).toBe('my-show-2');
    expect(slugField.parse('abc')).toBe('abc');
    expect(slugField.parse('a'.repeat(40))).toBe('a'.repeat(40));
  });

  it('refuse everything else with one message', () => {
    for (const bad of [
      'ab',
      'a'.repeat(41),
      '-abc',
      'abc-',
      'a b c',
      'a_b_c',
      'caf\u00e9',
      'a/b/c',
    ]) {
      const result = slugField.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^The link name must be 3 to 40/);
    }
  });

  it('keep the introduction to 1,000 characters', () => {
    const settings = { enabled: true, slug: 'abc', askPhone: false, askLinkedin: true };
    expect(
      guestFormSettingsSchema.safeParse({ ...settings, intro: 'x'.repeat(1000) }).success,
    ).toBe(true);
    const long = guestFormSettingsSchema.safeParse({ ...settings, intro: 'x'.repeat(1001) });
    expect(long.error?.issues[0]?.message).toBe('Introduction must be at most 1000 characters');
  });
});

describe('applications', () => {
  const valid = { name: ' Ada ', email: 'ada@example.com', pitch: ' Engines ' };

  it('trim the text and leave blank optional fields out', () => {
    expect(applicationSchema.parse({ ...valid, title: '  ', linkedinUrl: '' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      pitch: 'Engines',
      title: null,
      linkedinUrl: null,
    });
  });

  it("answer with the guest form's messages, the email required", () => {
    const messages = (input: object) =>
      Object.fromEntries(
        (applicationSchema.safeParse(input).error?.issues ?? []).map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      );
    expect(messages({})).toEqual({
      name: GUEST_MESSAGES.nameRequired,
      email: 'Email is required',
      pitch: 'Tell the host what you would talk about',
    });
    expect(messages({ ...valid, email: 'nope', linkedinUrl: 'https://example.com/x' })).toEqual({
      email: GUEST_MESSAGES.invalidEmail,
      linkedinUrl: GUEST_MESSAGES.linkedinOnly,
    });
    expect(messages({ ...valid, name: 'x'.repeat(201), pitch: 'x'.repeat(5001) })).toEqual({
      name: GUEST_MESSAGES.nameTooLong,
      pitch: 'Pitch must be at most 5000 characters',
    });
  });

  it('are kept in the journal as labelled lines and the pitch', () => {
    const text = applicationText(
      applicationSchema.parse({ ...valid, organization: 'Analytical', phoneNumber: '' }),
    );
    expect(text).toBe('Name: Ada\nEmail: ada@example.com\nOrganization: Analytical\n\nEngines');
  });
});

describe('the public page', () => {
  it('escapes every character HTML gives a meaning', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('shows typed text as text: intro, show name, values and messages', () => {
    const html = renderFormPage(
      {
        slug: 'abc',
        showName: '<b>Show</b>',
        intro: '<img src=x onerror=alert(1)>',
        askPhone: false,
        askLinkedin: false,
        captcha: { provider: 'altcha' },
        scriptUrl: '/assets/apply-x.js',
        icon: '/assets/favicon-x.svg',
      },
      { values: { name: '"><script>x</script>' }, errors: { name: '<i>bad</i>' } },
    );
    expect(html).not.toMatch(/<(b|img|script>x|i)>/);
    expect(html).toContain('Be a guest on &lt;b&gt;Show&lt;/b&gt;');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('<script type="module" src="/assets/apply-x.js"></script>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/assets/favicon-x.svg">');
    expect(html).not.toContain('name="phoneNumber"');
    expect(html).not.toContain('name="linkedinUrl"');
  });
});
