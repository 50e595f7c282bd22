import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/apiPaths';
import { IMPORT_PATHS } from '../../src/domain/shipping/importPaths';
import { newCaller } from '../test/shipping/shipping.testkit';
import { SANDBOX_PAGE_ROUTE } from '../modules/payments/sandboxProvider';
import { buildTestApp } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';

const INDEX = '<!doctype html><title>portal</title><div id="root"></div><script type="module" src="/tickets/assets/main-abc123.js"></script>';
const ADMIN = '<!doctype html><title>console</title><div id="root"></div><script type="module" src="/tickets/assets/admin-def456.js"></script>';

let testDb: TestDb;
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'portal-headers-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, 'admin.html'), ADMIN);
  await writeFile(path.join(staticDir, 'assets', 'main-abc123.js'), 'document.title = "portal"');
  app = await buildTestApp(testDb, { config: { ...testDb.config, staticDir } });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function policy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy present').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** Every header the issue asks for, and a policy that allows no inline or evaluated script. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|same-origin|strict-origin|no-referrer)$/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  const csp = policy(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, 'a script source list').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')?.every((v) => v === "'self'" || v === "'none'")).toBe(true);
  expect(csp.get('form-action')?.every((v) => v === "'self'" || v === "'none'")).toBe(true);
  return csp;
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('are on an API answer, with nothing loaded from elsewhere', async () => {
    const response = await get(`/api${paths.adultAge}`);
    expect(response.statusCode).toBe(200);
    const csp = expectSecurityHeaders(response);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('are on the customer page and its history routes', async () => {
    for (const url of ['/tickets/', '/tickets/ticketing/one_way?from=CNSHA']) {
      const response = await get(url);
      expect(response.body).toBe(INDEX);
      const csp = expectSecurityHeaders(response);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-src')).toBeUndefined();
    }
  });

  it('are on the console page, whose policy lets only its own blob: PDF preview through <object>', async () => {
    for (const url of ['/tickets/admin/login', '/tickets/admin.html']) {
      const response = await get(url);
      expect(response.body).toBe(ADMIN);
      const csp = expectSecurityHeaders(response);
      expect(csp.get('object-src')).toEqual(['blob:']);
      expect(csp.get('frame-src')).toEqual(['blob:']);
    }
  });

  it('are on assets, 404s and errors', async () => {
    expectSecurityHeaders(await get('/tickets/assets/main-abc123.js'));
    const missingAsset = await get('/tickets/assets/gone-000.js');
    expect(missingAsset.statusCode).toBe(404);
    expectSecurityHeaders(missingAsset);
    const missingApi = await get('/api/web-ts/no/such/call');
    expect(missingApi.statusCode).toBe(404);
    expectSecurityHeaders(missingApi);
    const brokenJson = await app.inject({ method: 'POST', url: `/api${paths.adultAge}`, headers: { 'content-type': 'application/json' }, payload: '{"' });
    expect(brokenJson.json().code, 'an error answer').not.toBe(200);
    expectSecurityHeaders(brokenJson);
  });

  it('keep a download attachment and stop sniffing it', async () => {
    const shipper = await newCaller(app, testDb.db, 'enterprise');
    const response = await get(`/api${IMPORT_PATHS.bookingTemplate}?lang=zh`, shipper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expectSecurityHeaders(response);
  });

  it('leave the sandbox payment page its own stricter policy: it carries no script at all', async () => {
    const response = await get(`${SANDBOX_PAGE_ROUTE}?token=forged`);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script|\son\w+=/i);
    const csp = expectSecurityHeaders(response);
    expect(csp.get('default-src')).toEqual(["'none'"]);
  });
});
