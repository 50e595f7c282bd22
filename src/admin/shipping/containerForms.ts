import { ApiError } from '../../domain/apiError';
import { trackingEventSchema } from '../../domain/shipping/cargoSchemas';
import type { ShippingMessageKey } from '../../domain/shipping/messages';

/**
 * The event form's rules: the shared schema of the server's body, plus the server's rule that
 * an actual event cannot lie in the future (said before the call rather than after it).
 */
export const eventFormSchema = trackingEventSchema.test('actualInPast', 'actualInFuture' satisfies ShippingMessageKey, function (body) {
  const time = body?.eventTime ? Date.parse(body.eventTime) : Number.NaN;
  if (body?.classifier !== 'ACT' || Number.isNaN(time) || time <= Date.now()) return true;
  return this.createError({ path: 'eventTime', message: 'actualInFuture' satisfies ShippingMessageKey });
});

/** A datetime-local value (the staff member's clock) as the instant the server takes. */
export const instantOf = (local: string): string => new Date(local).toISOString();

/** Now as a datetime-local value, to the minute. */
export function localNow(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** The server's field messages of a refused form, to show at their fields; none for any other failure. */
export function serverFields(error: unknown): [string, string][] {
  return error instanceof ApiError && error.fields ? Object.entries(error.fields) : [];
}
