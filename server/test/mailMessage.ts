/**
 * A small reader of RFC 822 / MIME messages for tests (mailparser is not available):
 * headers with RFC 2047 encoded words, multipart bodies, quoted-printable and base64.
 * It reads what nodemailer writes, which is all the tests need.
 */
export interface ReadMessage {
  /** lower-case header names; values unfolded and decoded */
  headers: Record<string, string>;
  subject: string;
  to: string;
  from: string;
  /** the text/plain part */
  text: string;
  /** the text/html part, when there is one */
  html: string | undefined;
  /** parts sent as files (Content-Disposition: attachment), decoded */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface Part {
  headers: Record<string, string>;
  body: string; // latin1: one char per byte
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string, inHeader: boolean): Buffer {
  const source = inHeader ? text.replace(/_/g, ' ') : text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(source.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeHeader(value: string): string {
  // Header bytes arrive as latin1 characters; 8-bit UTF-8 headers are read back as UTF-8.
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  return utf8
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text, true)).toString('utf8'),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, false).toString('utf8');
  return Buffer.from(part.body, 'latin1').toString('utf8');
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`));
  // The first section is the preamble, the last the epilogue.
  return sections
    .slice(1, -1)
    .filter((s) => s.trim() !== '')
    .flatMap((s) => leaves(splitPart(s)));
}

function attachmentOf(part: Part): ReadMessage['attachments'][number] {
  const disposition = part.headers['content-disposition'] ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body, false)
        : Buffer.from(part.body, 'latin1');
  return { filename: decodeURIComponent(filename), contentType: (part.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '', content };
}

export function readMessage(raw: Buffer | string): ReadMessage {
  const root = splitPart(typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1'));
  const parts = leaves(root);
  const ofType = (type: string) => parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    headers: root.headers,
    subject: root.headers.subject ?? '',
    to: root.headers.to ?? '',
    from: root.headers.from ?? '',
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : undefined,
    attachments: parts.filter((p) => /^attachment/i.test(p.headers['content-disposition'] ?? '')).map(attachmentOf),
  };
}

/** The six-digit code of a verification message. */
export function codeIn(message: ReadMessage): string {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(message.text)?.[1];
  if (!code) throw new Error(`No six-digit code in the message "${message.subject}":\n${message.text}`);
  return code;
}
