import type { StoredChoices } from '../../machines/ticketing.machine';
import { decrypt, encrypt } from '../../services/storage';

/**
 * The ticketing choices across a reload and the login detour. Session storage: they
 * belong to this tab's journey, and logging out clears it. Encrypted like the session,
 * because the draft holds passengers' personal data (and after the order is created the
 * chart stores it without them).
 */
export interface ChoiceStore {
  read(): StoredChoices | null;
  write(choices: StoredChoices): void;
}

export const CHOICES_KEY = 'ticketingChoices';

function isStoredChoices(value: unknown): value is StoredChoices {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const criteria = v.criteria as Record<string, unknown> | undefined;
  return (
    typeof criteria === 'object' &&
    criteria !== null &&
    typeof criteria.departurePort === 'string' &&
    (criteria.tripType === 'ONE_WAY' || criteria.tripType === 'ROUND_TRIP') &&
    typeof v.draft === 'object' &&
    v.draft !== null &&
    Array.isArray((v.draft as Record<string, unknown>).passengers) &&
    'outbound' in v &&
    'returnLeg' in v
  );
}

export function createChoiceStore(backing: () => Storage): ChoiceStore {
  return {
    read() {
      try {
        const stored = backing().getItem(CHOICES_KEY);
        if (stored === null) return null;
        const value: unknown = JSON.parse(decrypt(stored));
        if (isStoredChoices(value)) return value;
        backing().removeItem(CHOICES_KEY);
      } catch {
        // unreadable (another version, tampered, storage unavailable): start afresh
      }
      return null;
    },
    write(choices) {
      try {
        backing().setItem(CHOICES_KEY, encrypt(JSON.stringify(choices)));
      } catch {
        // full or unavailable: the choices live in memory only
      }
    },
  };
}
