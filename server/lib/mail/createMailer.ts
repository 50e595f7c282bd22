import type { MailConfig } from '../../config';
import type { Mailer, MailLog } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import { createSmtpMailer } from './smtpMailer';

/** SMTP when `smtpUrl` is set; otherwise .eml files in the outbox folder, so a demo needs no mail server. */
export function createMailer(config: Pick<MailConfig, 'smtpUrl' | 'from' | 'outboxDir' | 'logSubjects'>, log: MailLog): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.from });
  return createOutboxMailer({ dir: config.outboxDir, from: config.from, log, logSubjects: config.logSubjects });
}
