// The pure half of docs/product.md#versions: reading If-Match, the ETag it answers, the conflict
// message.
import { describe, expect, it } from 'vitest';
import { conflictMessage, etagOf, parseIfMatch } from '#shared/schemas/versions.js';

describe('parseIfMatch', () => {
  it('reads a quoted, bare or weak version', () => {
    expect(parseIfMatch('"3"')).toBe(3);
    expect(parseIfMatch('3')).toBe(3);
    expect(parseIfMatch('W/"3"')).toBe(3);
    expect(parseIfMatch('  "12" ')).toBe(12);
    expect(parseIfMatch(['"4"'])).toBe(4);
    expect(parseIfMatch(etagOf(7))).toBe(7);
  });

  it('names no version when absent, blank or *', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('')).toBeUndefined();
    expect(parseIfMatch('*')).toBeUndefined();
  });

  it('calls anything else malformed (null)', () => {
    for (const header of [
      'abc',
      '"0"',
      '0',
      '"-1"',
      '"1.5"',
      '"1", "2"',
      'w/"3"',
      '"3',
      '"99999999999"',
      '"2147483648"',
    ]) {
      expect(parseIfMatch(header), header).toBeNull();
    }
    expect(parseIfMatch(['"1"', '"2"'])).toBeNull();
    expect(parseIfMatch([])).toBeNull();
  });

  it('accepts the largest id PostgreSQL holds', () => {
    expect(parseIfMatch('"2147483647"')).toBe(2_147_483_647);
  });
});

describe('conflictMessage', () => {
  it('names who changed what, or Someone', () => {
    expect(conflictMessage('alice', 'action item')).toBe(
      'alice changed this action item since you opened it.',
    );
    expect(conflictMessage(null, 'guest')).toBe('Someone changed this guest since you opened it.');
  });
});
