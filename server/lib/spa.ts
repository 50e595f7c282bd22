import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isClientRoutePath } from '../../src/domain/clientRoutes';
import { sendNotFound } from './errorHandler';
import { useConsolePolicy } from './securityHeaders';

const CLIENT_BASE = '/tickets';
const ASSETS = `${CLIENT_BASE}/assets/`;
/** The operator console: its own page (admin.html), with its own history routes. */
const CONSOLE_BASE = `${CLIENT_BASE}/admin`;

// Vite puts a content hash in every asset's name, so an asset never changes
// under its URL; index.html names the current assets and must be revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function hasBuiltClient(staticDir: string): boolean {
  return fs.existsSync(path.join(staticDir, 'index.html'));
}

/**
 * Serves the built client under /tickets/ with history routing: any other GET
 * under /tickets answers index.html, so a reload of /tickets/orders works; a path that is
 * no client route answers it with 404.
 * Page GETs under /tickets/admin answer admin.html instead, the console's own entry.
 * A missing file under /tickets/assets/ is a 404, never the page.
 */
export async function registerClient(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const assetsDir = path.join(root, 'assets') + path.sep;
  const consolePage = path.join(root, 'admin.html');

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${CLIENT_BASE}/`));
  app.get(CLIENT_BASE, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${CLIENT_BASE}/`));

  await app.register(
    async (client) => {
      await client.register(fastifyStatic, {
        root,
        prefix: '/',
        cacheControl: false,
        // The build writes a Brotli and a gzip copy beside each text file (vite.config.ts): sent
        // to a browser that accepts them, with no compression work per request.
        preCompressed: true,
        setHeaders: (reply, servedPath) => {
          // The file the browser asked for, whichever compressed copy of it is sent.
          const filePath = servedPath.replace(/\.(br|gz)$/, '');
          reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
          if (filePath === consolePage) useConsolePolicy(reply);
        },
      });
      client.setNotFoundHandler((request, reply) => {
        const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(ASSETS);
        if (!isPage) return sendNotFound(reply);
        const path = request.url.split('?')[0] ?? '';
        const isConsole = path === CONSOLE_BASE || path.startsWith(`${CONSOLE_BASE}/`);
        if (isConsole) return reply.sendFile('admin.html');
        // An unknown page path still gets the app, which shows its error screen, but says 404 so
        // crawlers and link checkers see it missing. The console routes its own paths (admin.html).
        if (!isClientRoutePath(path.slice(CLIENT_BASE.length) || '/')) reply.code(404);
        return reply.sendFile('index.html');
      });
    },
    { prefix: CLIENT_BASE },
  );
}
