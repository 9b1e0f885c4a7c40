// A required text (src/shared/schemas/fields.ts): blank, or only characters a reader cannot see,
// is missing, and says so once; a one-line field's tabs and line breaks are spaces
// (docs/product.md#guest-validation).
import { describe, expect, it } from 'vitest';
import { oneLine, requiredText } from '#shared/schemas/fields.js';

const name = requiredText('Name is required', 10, 'Name must be at most 10 characters');

function messages(value: unknown): string[] {
  return name.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

/** Characters that draw as nothing on their own, by kind. */
const INVISIBLE: [string, string][] = [
  ['zero-width space, joiners, word joiner, soft hyphen', '\u200B\u200C\u200D\u2060\u00AD'],
  ['left-to-right, right-to-left and Arabic letter marks', '\u200E\u200F\u061C'],
  ['bidi embeddings, overrides and their pop', '\u202A\u202B\u202C\u202D\u202E'],
  ['bidi isolates', '\u2066\u2067\u2068\u2069'],
  ['variation selectors', '\uFE00\uFE07\uFE0E\uFE0F'],
  ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
];

describe('requiredText', () => {
  it.each(INVISIBLE)('counts text of only %s as blank', (_kind, characters) => {
    for (const character of characters) {
      expect(messages(character), `U+${character.codePointAt(0)?.toString(16)}`).toEqual([
        'Name is required',
      ]);
    }
    expect(messages(` ${characters} `)).toEqual(['Name is required']);
  });

  it('takes visible text that carries such characters, trimmed of white space only', () => {
    for (const value of [' \u200EAda\u200F ', '\u2764\uFE0F', '\u3164a', 'a\u115F']) {
      expect(name.safeParse(value)).toEqual({ success: true, data: value.trim() });
    }
  });

  it('says blank once, not also too long, for invisible text over the limit', () => {
    for (const value of [
      '\u200B'.repeat(11),
      '\u200E\u3164'.repeat(30),
      ` ${'\uFE0F'.repeat(50)} `,
    ]) {
      expect(messages(value)).toEqual(['Name is required']);
    }
    expect(messages('')).toEqual(['Name is required']);
    expect(messages('a'.repeat(11))).toEqual(['Name must be at most 10 characters']);
    expect(messages(`a${'\u200B'.repeat(10)}`)).toEqual(['Name must be at most 10 characters']);
  });
});

describe('oneLine', () => {
  it('makes each run of tabs, line breaks and control characters one space, then trims', () => {
    expect(oneLine('Jane\tDoe')).toBe('Jane Doe');
    expect(oneLine(' \tHost \r\n of\u0001\u0085the show\u2029')).toBe('Host of the show');
    expect(oneLine('\t\n\u0000')).toBe('');
    // Text without them is only trimmed: typed spaces stay as typed.
    expect(oneLine('  Ada  Lovelace ')).toBe('Ada  Lovelace');
  });

  it('takes linear time on a long run of spaces', () => {
    const started = performance.now();
    expect(oneLine(`a${' '.repeat(1_000_000)}\tb`)).toBe('a b');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
