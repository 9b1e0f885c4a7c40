// How answers become JSON (docs/decisions/030-reply-path.md): each route's zod response schema is
// turned into JSON Schema once, at start-up, and compiled by fast-json-stringify (Fastify's own
// serializer), so a reply is written by generated code instead of being walked through zod and
// then JSON.stringify'd. The response check of docs/decisions/012-trusted-api-answers.md runs
// where it finds bugs: with `check` on (the tests, or RESPONSE_CHECK=true), every answer is also
// checked by zod and stringified the old way, and an answer that fails the schema, or whose
// compiled JSON differs by one byte from JSON.stringify's, is a 500 naming the route.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify only needs to know how to write a value, not to validate it, and picks an
 * `anyOf` branch by validating each value against it (slow: a date-time pattern per timestamp;
 * and wrong where a closed object refuses a key zod would have dropped).
 * So validation keywords go, and "a primitive or null" becomes the plain `type: [t, 'null']` it
 * writes with a typeof test.
 */
export function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' || key === '$schema') continue;
    // zod drops unknown keys rather than refusing them; so does the writer, without this.
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forWriting(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (branch: JsonSchema) =>
      branch.type === 'null' && Object.keys(branch).length === 1;
    const [first, second] = branches as [JsonSchema, JsonSchema];
    const other = isNull(first) ? second : isNull(second) ? first : undefined;
    if (other && typeof other.type === 'string' && !['object', 'array'].includes(other.type)) {
      delete out.anyOf;
      Object.assign(out, other, { type: [other.type, 'null'] });
    }
  }
  return out;
}

/**
 * The compiled writer for a zod schema, or undefined when JSON Schema cannot express it, or only
 * as a choice between objects (a union of answers, such as a 409 that is either a duplicate or a
 * stale version): fast-json-stringify would pick the branch by validating the value, which is
 * slower than zod and stricter than it. Those answers keep the zod path; they are rare.
 */
export function compileWriter(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let jsonSchema: unknown;
  try {
    jsonSchema = forWriting(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }));
  } catch {
    return undefined;
  }
  if (/"(anyOf|oneOf|allOf)":/.test(JSON.stringify(jsonSchema))) return undefined;
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/** The zod way: check the answer against the schema, then JSON.stringify what zod returns. */
function checkedJson(schema: z.ZodType, data: unknown, method: string, url: string): string {
  const result = z.safeEncode(schema, data);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}

export class SerializerMismatchError extends Error {
  constructor(method: string, url: string, compiled: string, expected: string) {
    let at = 0;
    while (at < compiled.length && compiled[at] === expected[at]) at += 1;
    super(
      `${method} ${url}: the compiled serializer wrote ${JSON.stringify(compiled.slice(at, at + 60))} ` +
        `where JSON.stringify wrote ${JSON.stringify(expected.slice(at, at + 60))} (byte ${at})`,
    );
    this.name = 'SerializerMismatchError';
  }
}

export function createSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const write = compileWriter(schema);
    if (!write) return (data) => checkedJson(schema, data, method, url);
    if (!options.check) return write;
    return (data) => {
      const expected = checkedJson(schema, data, method, url);
      const compiled = write(data);
      if (compiled !== expected) throw new SerializerMismatchError(method, url, compiled, expected);
      return compiled;
    };
  };
}
