import { formatDateTime } from '../../domain/format';

/**
 * The footer's build stamp, "YYYY-MM-DD HH:mm:ss" in the reader's time zone
 * (spec section 1: "stamp 2025-07-16 13:30:18"), by the product's one date-time
 * rule. An unreadable value is shown as given rather than hidden.
 */
export function formatBuildStamp(iso: string): string {
  return formatDateTime(iso) || iso;
}
