import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { fillParams, injectOf, validPartsArbitrary } from './routeRequests';
import type { RouteEntry } from './routeTable';
import { HOSTILE_STRINGS, hostileArbitrary, hostileValue, toQuery, type JsonSchema } from './schemaArbitrary';

const schemaOf = (route: RouteEntry, part: 'body' | 'querystring' | 'params') => (route.schema as Record<string, JsonSchema | undefined> | undefined)?.[part];

/** Bodies that are not JSON, or not what their content type says. */
const brokenPayload = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '"text"', '{"__proto__":{"x":1}}', '\u0000', '{"a":"\uD800"}', `{"a":${'['.repeat(5000)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
);

/**
 * Requests for one route: valid ones from its schemas, the same with fields swapped for hostile
 * values, hostile queries and path parameters, broken JSON, and bodies under the wrong content type.
 */
export function hostileRequestArbitrary(route: RouteEntry, headers: Record<string, string>): fc.Arbitrary<InjectOptions> {
  const method = route.method as InjectOptions['method'];
  const valid = validPartsArbitrary(route).map((parts) => injectOf(route, parts, headers));
  const hostileBody = fc.tuple(validPartsArbitrary(route), hostileArbitrary(schemaOf(route, 'body'))).map(([parts, body]) => ({
    ...injectOf(route, parts, headers),
    // light-my-request sends objects as JSON; other values go as their text under the JSON type.
    ...(method === 'GET'
      ? {}
      : body !== null && typeof body === 'object'
        ? { payload: body as object }
        : { payload: JSON.stringify(body) ?? 'null', headers: { ...headers, 'content-type': 'application/json' } }),
  }));
  const hostileQuery = fc.tuple(validPartsArbitrary(route), hostileArbitrary(schemaOf(route, 'querystring'))).map(([parts, query]) => ({
    ...injectOf(route, parts, headers),
    query: toQuery(query),
  }));
  const hostileParams = fc.tuple(validPartsArbitrary(route), fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), hostileValue.map(String))).map(([parts, value]) => ({
    ...injectOf(route, parts, headers),
    url: route.url.includes(':')
      ? fillParams(route.url, Object.fromEntries([...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => [match[1], value])))
      : route.url,
  }));
  const broken = fc.tuple(brokenPayload, contentTypes).map(([payload, type]) => ({
    method,
    url: fillParams(route.url),
    headers: { ...headers, 'content-type': type },
    payload,
  }));
  const wrongType = fc.tuple(validPartsArbitrary(route), contentTypes).map(([parts, type]) => {
    const options = injectOf(route, parts, headers);
    return { ...options, headers: { ...headers, 'content-type': type }, payload: JSON.stringify(parts.body ?? {}) };
  });
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 4, arbitrary: hostileBody },
    { weight: 2, arbitrary: hostileQuery },
    { weight: 1, arbitrary: hostileParams },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: wrongType },
  );
}
