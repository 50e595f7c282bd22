import { SMTPServer } from 'smtp-server';
import { readMessage, type ReadMessage } from './mailMessage';

interface ReceivedMail extends ReadMessage {
  /** the envelope's recipients (RCPT TO) */
  recipients: string[];
  raw: Buffer;
}

export interface TestSmtpServer {
  /** for SMTP_URL / config.mail.smtpUrl */
  url: string;
  received: ReceivedMail[];
  /** the next message to `to` not yet taken by an earlier call (waits for it) */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** recipients the server answers 550 from now on */
  refuse(address: string): void;
  /** the next `times` messages to `address` are answered 451 (try again later), as a busy or greylisting server does */
  defer(address: string, times: number): void;
  close(): Promise<void>;
}

interface SmtpServerOptions {
  /**
   * how long it takes to accept each message (the answer to DATA), as a remote server's round
   * trips would: it keeps a sender busy, so that several senders overlap
   */
  acceptDelayMs?: number;
}

/**
 * A real SMTP server on 127.0.0.1 and a random port, keeping what it receives.
 * `refuse` makes it answer a recipient with 550, as a server does for an
 * address that does not exist.
 */
export async function startSmtpServer({ acceptDelayMs = 0 }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const refused = new Set<string>();
  const deferred = new Map<string, number>();
  const waiters: (() => void)[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = new Error('5.1.1 Mailbox does not exist') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      const left = deferred.get(address.address.toLowerCase()) ?? 0;
      if (left > 0) {
        deferred.set(address.address.toLowerCase(), left - 1);
        const error = new Error('4.3.0 Try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        received.push({ ...readMessage(raw), recipients: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const wake of waiters.splice(0)) wake();
        if (acceptDelayMs > 0) setTimeout(() => callback(), acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP server has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    async nextMailTo(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => !taken.has(m) && m.recipients.some((r) => r.toLowerCase() === to.toLowerCase()));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    refuse(addressToRefuse) {
      refused.add(addressToRefuse.toLowerCase());
    },
    defer(addressToDefer, times) {
      deferred.set(addressToDefer.toLowerCase(), times);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
