// The compiled serializers (docs/decisions/030-reply-path.md): what they write is byte for byte
// what zod plus JSON.stringify wrote, for any guest; the JSON Schema they are fed keeps only what
// writing needs; a union of objects keeps the zod path; the check mode refuses a wrong answer and
// any difference. And the If-None-Match comparison of the board's ETag.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { matchesEtag } from '#server/reply-cache.js';
import { compileWriter, createSerializerCompiler, forWriting } from '#server/serializer.js';
import { FOLLOW_UP_TYPES, GUEST_STATUSES } from '#shared/enums.js';
import { guestConflictSchema, guestSchema } from '#shared/schemas/guests.js';
import { duplicateGuestErrorSchema } from '#shared/schemas/guests.js';

const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());
const text = fc.string({ unit: 'binary', maxLength: 60 });
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });

const guest = fc.record({
  id,
  userId: id,
  organizationId: nullable(id),
  name: text,
  details: text,
  status: fc.constantFrom(...GUEST_STATUSES),
  importantDate: nullable(text),
  importantDateFormatted: nullable(isoDate),
  followUpType: nullable(fc.constantFrom(...FOLLOW_UP_TYPES)),
  university: nullable(text),
  title: nullable(text),
  organization: nullable(text),
  phoneNumber: nullable(text),
  email: nullable(text),
  linkedinUrl: nullable(text),
  isLocked: fc.boolean(),
  dateAdded: isoDate,
  createdBy: nullable(id),
  lastModifiedBy: nullable(id),
  lastModifiedAt: nullable(isoDate),
  createdByName: nullable(text),
  lastModifiedByName: nullable(text),
  updatedAt: isoDate,
  version: id,
  isNewApplication: fc.boolean(),
});

const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('compiled serializers', () => {
  it('write any guest list exactly as zod and JSON.stringify do (any text, lone surrogates included)', () => {
    const schema = z.array(guestSchema);
    const write = compileWriter(schema);
    expect(write).toBeDefined();
    fc.assert(
      fc.property(fc.array(guest, { maxLength: 5 }), (list) => {
        expect(write!(list)).toBe(zodJson(schema, list));
      }),
      { numRuns: 300 },
    );
  });

  it('drop keys the schema does not name, as zod does', () => {
    const schema = z.object({ a: z.string(), b: z.number().nullable() });
    const data = { b: null, extra: 'secret', a: 'x' };
    expect(compileWriter(schema)!(data)).toBe('{"a":"x","b":null}');
    expect(zodJson(schema, data)).toBe('{"a":"x","b":null}');
  });

  it('feed fast-json-stringify only what writing needs', () => {
    const written = forWriting(
      z.toJSONSchema(
        z.strictObject({ at: z.iso.datetime().nullable(), kind: z.enum(['a', 'b']).nullable() }),
        { target: 'draft-7', io: 'output' },
      ),
    );
    expect(written).toEqual({
      type: 'object',
      properties: {
        at: { type: ['string', 'null'], format: 'date-time' },
        kind: { type: ['string', 'null'], enum: ['a', 'b'] },
      },
      required: ['at', 'kind'],
    });
  });

  it('leave a choice between objects, and what JSON Schema cannot say, to zod', () => {
    expect(
      compileWriter(z.union([duplicateGuestErrorSchema, guestConflictSchema])),
    ).toBeUndefined();
    expect(compileWriter(z.date())).toBeUndefined();
  });

  it('in check mode, refuse an answer that breaks its schema, and any byte of difference', () => {
    const compile = createSerializerCompiler({ check: true });
    const serialize = compile({
      schema: z.object({ n: z.number() }),
      method: 'GET',
      url: '/x',
    } as never);
    expect(serialize({ n: 1 })).toBe('{"n":1}');
    expect(() => serialize({ n: 'one' })).toThrow(/does ?n.t match|Response/i);
    // A value zod refuses but the writer would coerce never reaches the wire.
    const date = compile({
      schema: z.object({ at: z.iso.datetime() }),
      method: 'GET',
      url: '/y',
    } as never);
    expect(() => date({ at: new Date(0) })).toThrow();
  });

  it('without check mode, write with the compiled code alone', () => {
    const serialize = createSerializerCompiler({ check: false })({
      schema: z.object({ n: z.number() }),
      method: 'GET',
      url: '/x',
    } as never);
    expect(serialize({ n: 2, extra: true })).toBe('{"n":2}');
  });
});

describe('matchesEtag', () => {
  const etag = 'W/"b12.3.40"';
  it.each([
    ['W/"b12.3.40"', true],
    ['"b12.3.40"', true],
    ['"b1.0.0", W/"b12.3.40"', true],
    ['*', true],
    ['"b12.3.41"', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %s: %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
