import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS } from './commonPasswords';

/**
 * zxcvbn with the common passwords and keyboard layouts. Loaded only through passwordStrength's
 * dynamic import, so the customer site fetches it when a password is first typed, not at start.
 * Only adjacencyGraphs is taken from language-common (side-effect free): its full dictionaries
 * stay out of the bundle. Feedback comes back as zxcvbn's plain keys (no translations given),
 * which passwordStrength turns into both languages.
 */
const factory = new ZxcvbnFactory({
  dictionary: { passwords: [...COMMON_PASSWORDS] },
  graphs: adjacencyGraphs,
  useLevenshteinDistance: true,
});

export function estimate(password: string, userInputs: readonly string[]): ZxcvbnResult {
  return factory.check(password, [...userInputs]);
}
