import type { Metrics } from '../metrics/metrics';
import { UndeliverableAddressError, type Mailer } from './mailer';

/** `mailer`, with each message counted as sent or failed (and why) once the adapter has answered. */
export function countedMailer(mailer: Mailer, metrics: Pick<Metrics, 'mailSent' | 'mailFailed'>): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mailFailed(error instanceof UndeliverableAddressError ? 'undeliverable' : 'error');
        throw error;
      }
      metrics.mailSent();
    },
  };
}
