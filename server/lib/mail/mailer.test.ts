import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMessage } from '../../test/mailMessage';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createMailer } from './createMailer';
import { UndeliverableAddressError, type MailLog } from './mailer';

const FROM = '东海渡轮 East Sea Ferry <no-reply@eastsea-ferry.example>';
const MESSAGE = {
  to: 'kunde@example.jp',
  subject: '邮箱验证码 / メール認証コード',
  text: '您的验证码是 123456。\n認証コードは 123456 です。',
  html: '<p>您的验证码是 <b>123456</b></p>',
};

function recordingLog() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const log: MailLog = { info: (details, message) => lines.push({ details, message }) };
  return { log, lines };
}

describe('the SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the message with its UTF-8 subject, both parts and the sender', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }, recordingLog().log);
    await mailer.send(MESSAGE);
    const mail = await smtp.nextMailTo(MESSAGE.to);
    expect(mail.subject).toBe(MESSAGE.subject);
    expect(mail.text.trim()).toBe(MESSAGE.text);
    expect(mail.html).toBe(MESSAGE.html);
    expect(mail.from).toContain('no-reply@eastsea-ferry.example');
    expect(mail.from).toContain('东海渡轮');
  });

  it('rejects with UndeliverableAddressError when the server refuses the recipient', async () => {
    smtp.refuse('nobody@example.jp');
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }, recordingLog().log);
    const error = await mailer.send({ ...MESSAGE, to: 'nobody@example.jp' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UndeliverableAddressError);
    expect((error as UndeliverableAddressError).address).toBe('nobody@example.jp');
    expect((error as UndeliverableAddressError).response).toMatch(/^550/);
  });

  it('rejects with a plain error when the server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: FROM, outboxDir: '/nonexistent' }, recordingLog().log);
    const error = await mailer.send(MESSAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(UndeliverableAddressError);
  });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as a real .eml file and logs its recipient and subject', async () => {
    const outbox = path.join(dir, 'outbox');
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: outbox }, log);
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, to: 'second@example.cn' });

    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const raw = await readFile(String(lines[0]?.details.file));
    // RFC 822: headers, then a blank line; the subject is encoded so the headers stay ASCII.
    expect(raw.toString('latin1')).toMatch(/^[\x20-\x7e\r\n\t]+\r?\n\r?\n/);
    const message = readMessage(raw);
    expect(message.subject).toBe(MESSAGE.subject);
    expect(message.to).toContain(MESSAGE.to);
    expect(message.headers['mime-version']).toBe('1.0');
    expect(message.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(message.text.trim()).toBe(MESSAGE.text);
    // Whoever runs the demo can find the code in the file without a mail program.
    expect(raw.toString('latin1')).toContain('123456');

    expect(lines.map((l) => l.details)).toEqual([
      expect.objectContaining({ to: MESSAGE.to, subject: MESSAGE.subject }),
      expect.objectContaining({ to: 'second@example.cn', subject: MESSAGE.subject }),
    ]);
    expect(lines.map((l) => l.details.file).sort()).toEqual(files.map((f) => path.join(outbox, f)));
  });

  it('keeps the subject, and so any code in it, out of the log when told to (production)', async () => {
    const outbox = path.join(dir, 'outbox-production');
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: outbox, logSubjects: false }, log);
    await mailer.send({ ...MESSAGE, subject: '邮箱验证码 654321' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.details).toEqual({ to: MESSAGE.to, file: expect.stringContaining(outbox) });
    expect(JSON.stringify(lines)).not.toContain('654321');
  });
});
