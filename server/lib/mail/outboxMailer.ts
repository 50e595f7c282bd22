import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailLog } from './mailer';

/**
 * Writes each message as a complete RFC 822 message (`.eml`, openable in any mail
 * program) into a folder, and logs its recipient and subject: the demo's mail
 * server, so whoever runs it can read the codes it sends. With `logSubjects` false
 * (production) the subject, which may hold a code, stays out of the log.
 */
export function createOutboxMailer({ dir, from, log, logSubjects = true }: { dir: string; from: string; log: MailLog; logSubjects?: boolean }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    async send(message) {
      // Quoted-printable keeps ASCII (the codes) legible in the file itself: grep finds them.
      const info = await composer.sendMail({ ...message, textEncoding: 'quoted-printable' });
      await mkdir(dir, { recursive: true });
      // Sortable by time; written under a temporary name and renamed, so a reader never sees half a message.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log.info({ to: message.to, ...(logSubjects ? { subject: message.subject } : {}), file }, 'mail written to the outbox');
    },
  };
}
