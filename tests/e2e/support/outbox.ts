import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The demo's mail: with no SMTP server the server writes each message as an .eml file
 * into DATA_DIR/outbox. Journeys read their e-mail codes there, as a person trying the demo would.
 */
const outboxDir = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it for the web server)');
  return join(dataDir, 'outbox');
};

/** Quoted-printable to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(joined[i]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

interface Mail {
  file: string;
  to: string;
  multipart: boolean;
  body: string;
}

function parse(file: string, raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const to = /^To:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
  const qp = /^Content-Transfer-Encoding:\s*quoted-printable/im.test(head);
  // Codes come in plain-text mail; notifications are multipart (HTML and text, attachments).
  const multipart = /^Content-Type:\s*multipart\//im.test(head);
  return { file, to, multipart, body: qp ? decodeQuotedPrintable(body) : body };
}

const used = new Set<string>();

/**
 * The six-digit code of the newest message to `email` not read before, waiting for it
 * to arrive (the server writes it in the background).
 */
export async function readEmailCode(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(outboxDir()).catch(() => [] as string[]);
    const mails = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml') && !used.has(name))
        .sort()
        .reverse()
        .map(async (name) => parse(name, await readFile(join(outboxDir(), name), 'utf8'))),
    );
    const mail = mails.find((m) => !m.multipart && m.to.toLowerCase().includes(email.toLowerCase()));
    const code = mail && /(?<!\d)(\d{6})(?!\d)/.exec(mail.body)?.[1];
    if (mail && code) {
      used.add(mail.file);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail code for ${email} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One part of a MIME message: its headers as read, and its body decoded (text as UTF-8, base64 as bytes). */
export interface MailPart {
  contentType: string;
  /** the attachment's file name, when the part is an attachment */
  filename: string | null;
  text: string;
  bytes: Buffer;
}

export interface FullMail {
  file: string;
  to: string;
  parts: MailPart[];
}

function partsOf(raw: string): MailPart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const contentType = /^Content-Type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    // The parts lie between "--boundary" lines; the closing "--boundary--" ends the list.
    const sections = body.split(new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?$`, 'm')).slice(1, -1);
    return sections.flatMap((section) => partsOf(section.replace(/^\r?\n/, '')));
  }
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body, 'utf8');
  const disposition = /^Content-Disposition:\s*attachment/im.test(head);
  const filename = disposition ? (/filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '') : null;
  return [{ contentType, filename, text: filename === null ? bytes.toString('utf8') : '', bytes }];
}

/**
 * The newest message to `email` whose text parts contain `needle`, waiting for it to arrive
 * (the server sends it in the background). It is only read: codes stay for readEmailCode.
 */
export async function waitForMail(email: string, needle: string, timeoutMs = 15_000): Promise<FullMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outboxDir()).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const raw = await readFile(join(outboxDir(), name), 'utf8');
      const { to } = parse(name, raw);
      if (!to.toLowerCase().includes(email.toLowerCase())) continue;
      const parts = partsOf(raw);
      if (parts.some((part) => part.filename === null && part.text.includes(needle))) return { file: name, to, parts };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} saying ${needle} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
