import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteEntry } from './routeTable';
import { toQuery, validArbitrary, type JsonSchema } from './schemaArbitrary';

/** The parts of a request the route's schema describes. */
export interface RequestParts {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, unknown>;
}

function schemaPart(route: RouteEntry, part: 'body' | 'querystring' | 'params'): JsonSchema | undefined {
  return (route.schema as Record<string, JsonSchema | undefined> | undefined)?.[part];
}

/**
 * A path segment for any string. A lone surrogate cannot be written in UTF-8, so encodeURIComponent
 * throws on it; it is sent as the bytes a careless client would send (CESU-8), which the server must
 * still answer without a 5xx.
 */
export function encodeSegment(value: string): string {
  return value
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part, index) => (index % 2 === 1 ? loneSurrogateBytes(part.charCodeAt(0)) : encodeURIComponent(part)))
    .join('');
}

function loneSurrogateBytes(code: number): string {
  const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** The URL with each `:name` replaced by the value given (or a placeholder). */
export function fillParams(url: string, params: Record<string, unknown> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeSegment(String(params[name] ?? 'x')));
}

/** Arbitrary request parts that the route's schemas accept: the fuzzers' starting point. */
export function validPartsArbitrary(route: RouteEntry): fc.Arbitrary<RequestParts> {
  const body = schemaPart(route, 'body');
  const query = schemaPart(route, 'querystring');
  const params = schemaPart(route, 'params');
  return fc.record({
    body: body ? validArbitrary(body) : fc.constant(route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
    query: query ? (validArbitrary(query) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined),
    params: params ? (validArbitrary(params) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined),
  });
}

/** One request the schemas accept, the same for a seed: enough to get past validation to the guard. */
export function sampleParts(route: RouteEntry, seed = 1): RequestParts {
  return fc.sample(validPartsArbitrary(route), { seed, numRuns: 1 })[0]!;
}

/** The inject options for the parts (the query flattened to strings, as a URL carries it). */
export function injectOf(route: RouteEntry, parts: RequestParts, headers: Record<string, string> = {}): InjectOptions {
  const sendsBody = parts.body !== undefined && route.method !== 'GET' && route.method !== 'DELETE';
  return {
    method: route.method as InjectOptions['method'],
    url: fillParams(route.url, parts.params),
    ...(parts.query ? { query: toQuery(parts.query) } : {}),
    headers,
    ...(sendsBody ? { payload: parts.body as object } : {}),
  };
}
