export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** files sent with the message (the e-ticket PDF); both adapters hand them to nodemailer as they are */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one message; rejects with UndeliverableAddressError when the recipient is refused. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where the adapters say what they did: Fastify's (pino) logger fits. */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * The mail server refused the recipient for good (a 5xx answer to RCPT TO): the
 * address cannot receive mail, and asking again will not help.
 */
export class UndeliverableAddressError extends Error {
  override name = 'UndeliverableAddressError';
  constructor(
    readonly address: string,
    /** the server's answer, for the log */
    readonly response: string,
  ) {
    super(`The mail server refused ${address}: ${response}`);
  }
}
