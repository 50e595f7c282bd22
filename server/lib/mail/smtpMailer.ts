import nodemailer from 'nodemailer';
import { UndeliverableAddressError, type Mailer } from './mailer';

interface SmtpError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/** A permanent refusal of the recipient; temporary (4xx) and connection failures stay plain errors. */
function isRecipientRefused(error: SmtpError): boolean {
  return error.code === 'EENVELOPE' && error.command === 'RCPT TO' && (error.responseCode ?? 0) >= 500;
}

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:port, smtps://...). */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      try {
        await transport.sendMail(message);
      } catch (error) {
        const smtpError = error as SmtpError;
        if (isRecipientRefused(smtpError)) throw new UndeliverableAddressError(message.to, smtpError.response ?? smtpError.message);
        throw error;
      }
    },
  };
}
