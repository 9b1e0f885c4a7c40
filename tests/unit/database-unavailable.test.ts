import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '#server/plugins/errors.js';

/** How drizzle wraps a driver error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503 instead of 500)', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown', withCode('57P01')],
    ['cannot connect now', withCode('57P03')],
    ['connection failure class 08', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a query timeout', new Error('Query read timeout')],
  ])('recognises %s, bare and wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'text'],
    ['nothing', undefined],
  ])('leaves %s a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
