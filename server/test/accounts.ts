import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ENTERPRISE, INDIVIDUAL, type CodePurpose, type UploadedFile } from '../../src/domain/identityApi';
import type { AppDeps } from '../app';
import type { Config } from '../config';
import { codeIn } from './mailMessage';
import type { TestSmtpServer } from './smtpServer';
import { buildTestApp } from './testApp';
import type { TestDb } from './testDb';

/** A clock the test moves by hand. */
export interface TestClock {
  now(): Date;
  advance(seconds: number): void;
}

export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (seconds) => (now += seconds * 1000) };
}

/** A folder of its own for the file store and the outbox, removed by `remove`. */
export async function scratchDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-accounts-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The real application with mail going to `smtp` (or, without it, to the outbox
 * folder `outboxDir`) and files kept under `filesDir`.
 */
export function accountsApp(
  testDb: TestDb,
  options: { smtp?: TestSmtpServer; outboxDir?: string; filesDir: string; clock?: TestClock; config?: Partial<Config> } & Omit<
    Partial<AppDeps>,
    'clock' | 'config'
  >,
): Promise<FastifyInstance> {
  const { smtp, outboxDir, filesDir, clock, config, ...overrides } = options;
  return buildTestApp(testDb, {
    ...overrides,
    ...(clock ? { clock: clock.now } : {}),
    config: {
      ...testDb.config,
      ...config,
      mail: { ...testDb.config.mail, smtpUrl: smtp?.url, outboxDir: outboxDir ?? path.join(filesDir, 'outbox') },
      files: { ...testDb.config.files, dir: filesDir },
    },
  });
}

/** A client address of its own, so that per-address limits of one test do not reach another. */
export function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message?: string;
  jpMessage?: string;
  msg?: string;
}

type CallOptions = {
  body?: unknown;
  /** sent form-encoded, as the spec's form calls are */
  form?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
  method?: InjectOptions['method'];
};

/** Calls `/api<path>` and answers the envelope; the HTTP status must be 200. */
export async function call<T = unknown>(app: FastifyInstance, apiPath: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const response = await callRaw(app, apiPath, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Envelope<T>;
}

export function callRaw(app: FastifyInstance, apiPath: string, { body, form, query, headers, ip, method = 'POST' }: CallOptions = {}) {
  return app.inject({
    method,
    url: `/api${apiPath}`,
    query,
    remoteAddress: ip ?? randomIp(),
    headers: { ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    ...(form ? { payload: new URLSearchParams(form).toString() } : body === undefined ? {} : { payload: body as object }),
  });
}

/** Asks for a code and answers it, as read from the mail the SMTP server received. */
export async function mailedCode(app: FastifyInstance, smtp: TestSmtpServer, email: string, purpose: CodePurpose = 'register'): Promise<string> {
  const answer = await call(app, INDIVIDUAL.sendVerificationCode, { body: { email, purpose } });
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200 });
  return codeIn(await smtp.nextMailTo(email));
}

let serial = 0;

/** Values no other test uses: login name, e-mail, a Chinese mobile number. */
export function freshIdentity(prefix = 'user') {
  serial += 1;
  const tag = `${prefix}${process.pid % 1000}${serial}${randomBytes(2).toString('hex')}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { logonId: tag.slice(0, 30), email: `${tag}@example.org`, phone: `137${digits}` };
}

export const GOOD_PASSWORD = 'Harbour#2026';

/** Registers an individual through the real calls (code read from the received mail). */
export async function registerIndividual(app: FastifyInstance, smtp: TestSmtpServer, overrides: Record<string, string> = {}) {
  const identity = { ...freshIdentity('ind'), ...overrides };
  const emailCode = await mailedCode(app, smtp, identity.email);
  const answer = await call<{ userId: string; logonId: string }>(app, INDIVIDUAL.register, {
    body: { ...identity, nickname: '小林', emailCode, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, consentVersion: '2026-11' },
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200 });
  return { ...identity, userId: answer.data.userId, password: GOOD_PASSWORD };
}

/** A small but complete PDF (header, one empty page, cross-reference table, trailer). */
export function tinyPdf(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(Buffer.byteLength(body));
    body += object;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1x1 PNG. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
}

/** The start of a Windows executable (MZ header with its PE signature), whatever its name says. */
export function fakeExe(): Buffer {
  const data = Buffer.alloc(512);
  data.write('MZ', 0, 'latin1');
  data.writeUInt32LE(0x80, 0x3c);
  data.write('PE\0\0', 0x80, 'latin1');
  return data;
}

/** A multipart/form-data body with one file field. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`, 'utf8'),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadLicense(app: FastifyInstance, data = tinyPdf(), filename = '营业执照.pdf', ip = randomIp()) {
  const { payload, headers } = multipartFile('file', filename, 'application/pdf', data);
  const response = await app.inject({ method: 'POST', url: `/api${ENTERPRISE.uploadBusinessLicense}`, payload, headers, remoteAddress: ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Envelope<UploadedFile>;
}
