import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The policy of every answer. Scripts only from our own origin: the built pages carry no
 * inline script, and neither does any page the server renders.
 */
const DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // PrimeReact injects <style> elements at run time (component base styles, z-index and
  // overlay positioning), with content that changes, so no hash can name them.
  'style-src': ["'self'", "'unsafe-inline'"],
  // The WeChat QR and the licence preview are fetched with the bearer token and shown from
  // blob: URLs; Vite inlines small images and fonts as data: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The operator console shows an uploaded PDF licence in the browser's PDF viewer, an
 * <object> on a blob: URL its own script made, which Chromium loads as a frame; no other
 * plugin content or frame is allowed.
 */
const CONSOLE_DIRECTIVES: Directives = { ...DIRECTIVES, 'object-src': ['blob:'], 'frame-src': ['blob:'] };

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const CONSOLE_CONTENT_SECURITY_POLICY = serialize(CONSOLE_DIRECTIVES);

/** The console page's answer: the same headers, the policy that lets it preview a PDF. */
export function useConsolePolicy(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY);
}

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
  strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: true },
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets with these options, asked once: they depend on nothing in the
 * request, and @fastify/helmet built helmet's middleware again (parsing the policy) for every
 * request, a few per cent of an order's CPU.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const HEADERS = helmetHeaders(OPTIONS);

/**
 * Security headers on every answer, API, pages, files and errors alike (set in onRequest,
 * before any handler or error path runs). HSTS is sent on plain HTTP too: browsers ignore it
 * there and keep it once the site is reached over HTTPS behind a proxy.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(HEADERS);
    done();
  });
}
