// The return path /auth follows after signing in (docs/product.md#join-screen): only same-origin
// relative paths, never another site.
import { describe, expect, it } from 'vitest';
import { returnPathFromState, safeReturnPath } from '#web/app/return-path.js';

describe('safeReturnPath', () => {
  it('accepts the app’s own paths, with their query and hash', () => {
    expect(safeReturnPath('/join/abc_DEF-123')).toBe('/join/abc_DEF-123');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/account')).toBe('/account');
    expect(safeReturnPath('/?guest=12')).toBe('/?guest=12');
    expect(safeReturnPath('/archive#top')).toBe('/archive#top');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/join/../account')).toBe('/account');
    expect(safeReturnPath('/../../join/x')).toBe('/join/x');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/join/x'],
    ['a protocol-relative URL', '//evil.example/join/x'],
    ['a path that normalises to a protocol-relative URL', '/.//evil.example/join/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash later on', '/join/\\evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'join/x'],
    ['an empty string', ''],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/join/x\n'],
    ['/auth itself', '/auth'],
    ['/auth with a query', '/auth?x=1'],
    ['an overlong path', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath({ toString: () => '/join/x' })).toBeNull();
  });
});

describe('returnPathFromState', () => {
  it('reads returnTo from the navigation state', () => {
    expect(returnPathFromState({ returnTo: '/join/tok' })).toBe('/join/tok');
  });

  it('ignores a state without a safe returnTo', () => {
    expect(returnPathFromState(null)).toBeNull();
    expect(returnPathFromState(undefined)).toBeNull();
    expect(returnPathFromState('/join/tok')).toBeNull();
    expect(returnPathFromState({})).toBeNull();
    expect(returnPathFromState({ returnTo: '//evil.example' })).toBeNull();
  });
});
