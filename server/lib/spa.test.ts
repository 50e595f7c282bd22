import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/apiPaths';
import { buildTestApp } from '../test/testApp';
import { CONSOLE_CONTENT_SECURITY_POLICY } from './securityHeaders';
import { createTestDb, type TestDb } from '../test/testDb';

const INDEX = '<!doctype html><title>portal</title><div id="root"></div><script src="/tickets/assets/index-abc123.js"></script>';
const ADMIN = '<!doctype html><title>console</title><div id="root"></div><script src="/tickets/assets/admin-def456.js"></script>';

const ASSET = 'console.log("portal")';

let testDb: TestDb;
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'portal-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, 'admin.html'), ADMIN);
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), ASSET);
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
  await writeFile(path.join(staticDir, 'index.html.gz'), gzipSync(INDEX));
  await writeFile(path.join(staticDir, 'admin.html.br'), brotliCompressSync(ADMIN));
  await writeFile(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp(testDb, { config: { ...testDb.config, staticDir } });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the built client', () => {
  it('redirects / and /tickets to /tickets/', async () => {
    for (const url of ['/', '/tickets']) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/tickets/');
    }
  });

  it('serves index.html at /tickets/, to be revalidated', async () => {
    const response = await get('/tickets/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await get('/tickets/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s Brotli or gzip copy to a browser that accepts it, the file itself otherwise', async () => {
    const url = '/tickets/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(ASSET))).toBe(true);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(ASSET))).toBe(true);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('gives the console page its own policy whether it is sent compressed or not', async () => {
    const plain = await app.inject({ method: 'GET', url: '/tickets/admin/enterprises', headers: { 'accept-encoding': 'identity' } });
    const br = await app.inject({ method: 'GET', url: '/tickets/admin/enterprises', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
    expect(plain.headers['content-security-policy']).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
    const customer = await app.inject({ method: 'GET', url: '/tickets/orders', headers: { 'accept-encoding': 'gzip' } });
    expect(customer.headers['content-security-policy']).not.toBe(CONSOLE_CONTENT_SECURITY_POLICY);
  });

  it('sends the page of a history route compressed too', async () => {
    const response = await app.inject({ method: 'GET', url: '/tickets/orders', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files at the top level without the long cache', async () => {
    const response = await get('/tickets/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/tickets/orders', '/tickets/ticketing/one_way?from=CNSHA', '/tickets/order/details', '/tickets/Orders/', '/tickets/errorPageJump'])(
    'answers index.html for the history route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it.each(['/tickets/admin', '/tickets/admin/', '/tickets/admin/login', '/tickets/admin/enterprises?state=PENDING_REVIEW', '/tickets/admin/staff/accounts'])(
    'answers the console page admin.html for the console route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(ADMIN);
    },
  );

  it.each(['/tickets/no/such/screen', '/tickets/ticketing/nowhere?from=CNSHA', '/tickets/orderz'])(
    'answers index.html with 404 for %s, which is no client route, so the app shows its error page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('answers 404 with the page compressed too', async () => {
    const response = await app.inject({ method: 'GET', url: '/tickets/no/such/screen', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/tickets/administration', '/tickets/orders/admin'])('keeps the customer page for %s, which is not under /tickets/admin/', async (url) => {
    const response = await get(url);
    expect(response.body).toBe(INDEX);
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const response = await get('/tickets/assets/index-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('keeps the API answering, and unknown API paths a JSON 404', async () => {
    expect((await get(`/api${paths.adultAge}`)).json()).toMatchObject({ code: 200, data: 12 });
    const missing = await get('/api/web-ts/none');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('does not serve files outside the folder', async () => {
    const response = await get('/tickets/../package.json');
    expect(response.body).not.toContain('"name"');
  });
});

describe('without a built client', () => {
  it('serves the API only', async () => {
    const apiOnly = await buildTestApp(testDb);
    try {
      expect((await apiOnly.inject({ method: 'GET', url: '/tickets/' })).statusCode).toBe(404);
      expect((await apiOnly.inject({ method: 'GET', url: `/api${paths.adultAge}` })).statusCode).toBe(200);
    } finally {
      await apiOnly.close();
    }
  });
});
