import type { TrackingNumberKind } from '../../../domain/shipping/tracking';
import type { MessageId } from '../../../i18n/catalogues';

/** What the screen calls each kind of number, and a number it cannot place. */
export const KIND_LABEL: Record<TrackingNumberKind | 'badCheckDigit' | 'unknownNumber', MessageId> = {
  CONTAINER: 'tracking.kind.CONTAINER',
  BL: 'tracking.kind.BL',
  BOOKING: 'tracking.kind.BOOKING',
  badCheckDigit: 'tracking.kind.badCheckDigit',
  unknownNumber: 'tracking.kind.unknownNumber',
};
