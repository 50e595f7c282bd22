import fc from 'fast-check';

/** The part of JSON Schema the routes' request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  nullable?: boolean;
}

const DAY_MS = 86_400_000;
// Dates near now: far-off years only exercise the "out of range" answers.
const dateArbitrary = fc.integer({ min: -400, max: 400 }).map((days) => new Date(Date.now() + days * DAY_MS));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  switch (schema.format) {
    case 'date':
      return dateArbitrary.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return dateArbitrary.map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
  }
  if (schema.pattern) {
    // stringMatching may overshoot maxLength (open repetitions); Ajv refuses those, which is fine for a fuzzer.
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Values the schema accepts (as far as its keywords go); unknown shapes give any JSON value. */
export function validArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validArbitrary({ ...schema, anyOf: undefined, oneOf: undefined, ...alternative })));
  if (schema.allOf) return validArbitrary(Object.assign({}, schema, ...schema.allOf, { allOf: undefined }));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(schema, type)));
}

function typedArbitrary(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validArbitrary(property)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings that have broken handlers elsewhere: injections, markup, odd unicode, numbers and dates that are not. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '\uFEFF\u202E',
  '𠮷野家🚢',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999',
  '0x10',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  ' ',
  '',
];

// Built once: a 100 KB string per run would slow every case down for nothing.
const HUGE = 'A'.repeat(100 * 1024);
const HUGE_UNICODE = '漢'.repeat(35_000);

/** Any hostile value: strings above, huge strings, wrong types, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(HUGE, HUGE_UNICODE) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e300, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')) },
  { weight: 1, arbitrary: fc.constant(nest(40)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

function nest(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/**
 * Objects near the schema: a valid one with some fields swapped for hostile values
 * or hostile extra fields, or a hostile value in place of the whole.
 */
export function hostileArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema);
  const names = Object.keys(schema?.properties ?? {});
  const mutated = fc
    .tuple(
      valid,
      fc.array(fc.tuple(names.length ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }), hostileValue), {
        minLength: 1,
        maxLength: 3,
      }),
    )
    .map(([base, swaps]) => {
      if (typeof base !== 'object' || base === null || Array.isArray(base)) return Object.fromEntries(swaps);
      const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
      for (const [name, value] of swaps) copy[name] = value;
      return copy;
    });
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 6, arbitrary: mutated }, { weight: 2, arbitrary: hostileValue });
}

/** A query string of string values from an object (a query has no types; arrays repeat the key). */
export function toQuery(value: unknown): Record<string, string | string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { q: jsonish(value) };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, Array.isArray(field) ? field.map(jsonish) : jsonish(field)]),
  );
}

function jsonish(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
